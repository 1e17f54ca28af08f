import type { LocalDate } from './types';
import { addDaysToLocalDate } from './zoned';

/** A day's mood as the chart draws it: the day's latest check-in (moodSeries, mood-data items). */
export interface DayMood {
  date: LocalDate;
  mood: number | null;
}

export interface MoodAverage {
  /** Mean mood, one decimal; null without a day with a mood in the window. */
  average: number | null;
  /** Days of the window with a mood. */
  days: number;
}

/**
 * The one mood average the app shows (issue 15): the mean of one mood per day — the day's latest
 * check-in, never each check-in, so a day with three check-ins counts once — over the
 * `windowDays` days ending on `today` (today included), rounded to one decimal. The
 * psychologist's dashboard (the server's `checkinPatterns`), the client page and the member's
 * own chart summary all read it, so the same data gives the same figure everywhere.
 */
export function averageMood(days: readonly DayMood[], today: LocalDate, windowDays: number): MoodAverage {
  const from = addDaysToLocalDate(today, -(windowDays - 1));
  let sum = 0;
  let count = 0;
  for (const day of days) {
    if (day.mood === null || day.date < from || day.date > today) continue;
    sum += day.mood;
    count += 1;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, days: count };
}
