import { formatBRL } from '../../shared/domain/money';
import type { Cents } from '../../shared/domain/types';
import { pluralDays } from './format';

/** '1 dia', '4 dias' (the days of a habit: the same words as any count of days). */
export const daysText = pluralDays;

/** 'Hoje: 4 dias e R$ 300,00 por semana' without the prefix: the habit in one phrase. */
export const habitsText = (days: number, weeklyCents: Cents) =>
  `${daysText(days)} e ${formatBRL(weeklyCents)} por semana`;
