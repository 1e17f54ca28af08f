import { STRONG_STREAK_MIN_DAYS } from '../../../shared/constants';
import { formatBRL, reaisToCents } from '../../../shared/domain/money';
import type { LocalDate } from '../../../shared/domain/types';
import { localDateOf } from '../../../shared/domain/zoned';

/** Reais (as the dashboard answer carries them) with 2 decimals in pt-BR, e.g. "R$ 1.234,50". */
export const formatReais = (reais: number): string =>
  formatBRL(Number.isFinite(reais) ? reaisToCents(reais) : 0);

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (spec §9). */
export function formatLocalDate(date: LocalDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** An instant as 'dd/MM/yyyy' on the member's calendar; '' when unreadable. */
export function formatInstantDate(instant: string, timeZone: string): string {
  if (Number.isNaN(Date.parse(instant))) return '';
  return formatLocalDate(localDateOf(instant, timeZone));
}

/** "1 dia", "12 dias". */
export const pluralDays = (n: number): string => `${n} ${n === 1 ? 'dia' : 'dias'}`;

/** Spec §9: the 'Sequência forte' badge shows when streakDays is over 3. */
export const isStrongStreak = (streakDays: number): boolean => streakDays >= STRONG_STREAK_MIN_DAYS;
