/**
 * What a psychologist sees about a client between sessions (issue 4): recent relapses, the mood
 * trend and gentle flags. Computed from the check-ins the member shared; pure, so the server
 * and tests use the same rule.
 */
import type { MoodTrend } from '../psychologist-api-types';
import { moodSeries } from './mood';
import { averageMood } from './mood-average';
import type { Checkin, LocalDate } from './types';
import { addDaysToLocalDate, daysBetweenLocalDates, resolveTimeZone, todayIn } from './zoned';

export interface CheckinPatterns {
  lastCheckinDate: LocalDate | null;
  relapsesLast7Days: number;
  relapsesLast30Days: number;
  /**
   * Mean mood of the last 7 days (today included), one decimal, one mood per day (averageMood,
   * the figure the client page shows too); null without check-ins.
   */
  averageMoodLast7Days: number | null;
  /** Last 7 days against the 7 before; null until both weeks have at least two days with a check-in. */
  moodTrend: MoodTrend | null;
  attention: string[];
}

/** A change in weekly mean mood of at least this much is a trend, not noise. */
const TREND_STEP = 0.5;
const MIN_DAYS_PER_WEEK = 2;

export const attentionTexts = {
  relapses: (n: number) => `${n} recaídas nos últimos 7 dias`,
  moodFalling: 'Humor em queda em relação à semana anterior',
  moodLow: 'Humor baixo nos últimos 7 dias',
  silent: (days: number) => `Sem check-in há ${days} dias`,
  neverCheckedIn: 'Ainda não fez nenhum check-in',
} as const;

export function checkinPatterns(checkins: readonly Checkin[], timeZone: string, now: Date): CheckinPatterns {
  const today = todayIn(resolveTimeZone(timeZone), now);
  const weekStart = addDaysToLocalDate(today, -6);
  const monthStart = addDaysToLocalDate(today, -29);

  let lastCheckinDate: LocalDate | null = null;
  let relapsesLast7Days = 0;
  let relapsesLast30Days = 0;
  for (const c of checkins) {
    if (c.date > today) continue;
    if (lastCheckinDate === null || c.date > lastCheckinDate) lastCheckinDate = c.date;
    if (c.hadRelapse && c.date >= monthStart) {
      relapsesLast30Days++;
      if (c.date >= weekStart) relapsesLast7Days++;
    }
  }

  // One mood per day, as the chart and the client page see it (two weeks: this one and the one before).
  const days = moodSeries(checkins, timeZone, now, 14);
  const thisWeek = averageMood(days, today, 7);
  const previousWeek = averageMood(days, addDaysToLocalDate(today, -7), 7);
  const averageMoodLast7Days = thisWeek.average;
  let moodTrend: MoodTrend | null = null;
  if (thisWeek.days >= MIN_DAYS_PER_WEEK && previousWeek.days >= MIN_DAYS_PER_WEEK) {
    const delta = thisWeek.average! - previousWeek.average!;
    moodTrend = delta >= TREND_STEP ? 'rising' : delta <= -TREND_STEP ? 'falling' : 'steady';
  }

  const attention: string[] = [];
  if (relapsesLast7Days >= 2) attention.push(attentionTexts.relapses(relapsesLast7Days));
  if (moodTrend === 'falling') attention.push(attentionTexts.moodFalling);
  if (averageMoodLast7Days !== null && averageMoodLast7Days <= 2) attention.push(attentionTexts.moodLow);
  if (lastCheckinDate === null) attention.push(attentionTexts.neverCheckedIn);
  else {
    const silentDays = daysBetweenLocalDates(lastCheckinDate, today);
    if (silentDays > 7) attention.push(attentionTexts.silent(silentDays));
  }

  return {
    lastCheckinDate,
    relapsesLast7Days,
    relapsesLast30Days,
    averageMoodLast7Days,
    moodTrend,
    attention,
  };
}
