import { STRONG_STREAK_MIN_DAYS } from '../../../shared/constants';

export interface StreakBreakdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const ZERO: StreakBreakdown = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/**
 * Time since the streak start, split into days, hours, minutes and seconds (spec §2). Zero when
 * the start is missing, unreadable or in the future.
 */
export function streakBreakdown(start: string | null | undefined, nowMs: number): StreakBreakdown {
  if (!start) return ZERO;
  const startMs = Date.parse(start);
  if (Number.isNaN(startMs) || startMs > nowMs) return ZERO;
  const total = Math.floor((nowMs - startMs) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Two-digit clock part, e.g. 7 → "07". */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Spec §9: the 'Sequência forte' badge shows when streakDays is over 3. */
export const isStrongStreak = (streakDays: number): boolean => streakDays >= STRONG_STREAK_MIN_DAYS;
