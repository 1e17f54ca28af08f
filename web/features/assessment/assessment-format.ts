import { LOCALE } from '../../../shared/constants';
import { formatBRL } from '../../../shared/domain/money';
import type { Cents, Instant } from '../../../shared/domain/types';
import { resolveTimeZone } from '../../../shared/domain/zoned';

/** '1 dia', '4 dias'. */
export const daysText = (days: number) => `${days} ${days === 1 ? 'dia' : 'dias'}`;

/** 'Hoje: 4 dias e R$ 300,00 por semana' without the prefix: the habit in one phrase. */
export const habitsText = (days: number, weeklyCents: Cents) =>
  `${daysText(days)} e ${formatBRL(weeklyCents)} por semana`;

/** Weekly spend spread over the week, as the dashboard's "average daily spend" (spec §9). */
export const dailyText = (weeklyCents: Cents) => formatBRL(Math.round(weeklyCents / 7));

/** An instant as the member's calendar day, dd/MM/yyyy (spec §9), in their time zone. */
export function formatDay(instant: Instant, timeZone?: string | null): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone: resolveTimeZone(timeZone),
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** The form's text for a stored amount: 150000 → '1.500,00' (what the member would type). */
export const centsToInput = (cents: Cents) => formatBRL(cents).replace(/^R\$\s*/, '');
