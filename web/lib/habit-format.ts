import { formatBRL } from '../../shared/domain/money';
import type { Cents } from '../../shared/domain/types';

/** '1 dia', '4 dias'. */
export const daysText = (days: number) => `${days} ${days === 1 ? 'dia' : 'dias'}`;

/** 'Hoje: 4 dias e R$ 300,00 por semana' without the prefix: the habit in one phrase. */
export const habitsText = (days: number, weeklyCents: Cents) =>
  `${daysText(days)} e ${formatBRL(weeklyCents)} por semana`;
