/** pt-BR formatting of money, calendar days and day counts, shared by several features. */
import { LOCALE } from '../../shared/constants';
import { formatBRL, reaisToCents } from '../../shared/domain/money';
import type { Cents, Instant, LocalDate } from '../../shared/domain/types';
import { localDateOf, resolveTimeZone } from '../../shared/domain/zoned';

/** Reais (as the dashboard answer carries them) with 2 decimals in pt-BR, e.g. "R$ 1.234,50". */
export const formatReais = (reais: number): string =>
  formatBRL(Number.isFinite(reais) ? reaisToCents(reais) : 0);

/** "novembro" → "Novembro": a pt-BR name from Intl at the start of a label. */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (spec §9). */
export function formatLocalDate(date: LocalDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** '2026-11-22' → '22 de novembro de 2026' (a calendar day, not a moment); the input if unreadable. */
export function formatLongDate(date: LocalDate): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** An instant as 'dd/MM/yyyy' on the member's calendar; '' when unreadable. */
export function formatInstantDate(instant: string, timeZone: string): string {
  if (Number.isNaN(Date.parse(instant))) return '';
  return formatLocalDate(localDateOf(instant, timeZone));
}

/** "1 dia", "12 dias". */
export const pluralDays = (n: number): string => `${n} ${n === 1 ? 'dia' : 'dias'}`;

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
