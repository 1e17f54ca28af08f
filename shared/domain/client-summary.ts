/**
 * What a psychologist sees about a client between sessions (issue 4): recent relapses, the mood
 * trend and gentle flags. Computed from the check-ins the member shared; pure, so the server
 * and tests use the same rule.
 */
import type { MoodTrend } from '../psychologist-api-types';
import type { Checkin, LocalDate } from './types';
import { addDaysToLocalDate, daysBetweenLocalDates, resolveTimeZone, todayIn } from './zoned';

export interface CheckinPatterns {
  lastCheckinDate: LocalDate | null;
  relapsesLast7Days: number;
  relapsesLast30Days: number;
  /** Mean mood of the last 7 days (today included), one decimal; null without check-ins. */
  averageMoodLast7Days: number | null;
  /** Last 7 days against the 7 before; null until both weeks have at least two check-ins. */
  moodTrend: MoodTrend | null;
  attention: string[];
}

/** A change in weekly mean mood of at least this much is a trend, not noise. */
const TREND_STEP = 0.5;
const MIN_CHECKINS_PER_WEEK = 2;

export const attentionTexts = {
  relapses: (n: number) => `${n} recaídas nos últimos 7 dias`,
  moodFalling: 'Humor em queda em relação à semana anterior',
  moodLow: 'Humor baixo nos últimos 7 dias',
  silent: (days: number) => `Sem check-in há ${days} dias`,
  neverCheckedIn: 'Ainda não fez nenhum check-in',
} as const;

const mean = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;

export function checkinPatterns(checkins: readonly Checkin[], timeZone: string, now: Date): CheckinPatterns {
  const today = todayIn(resolveTimeZone(timeZone), now);
  const weekStart = addDaysToLocalDate(today, -6);
  const previousWeekStart = addDaysToLocalDate(today, -13);
  const monthStart = addDaysToLocalDate(today, -29);

  let lastCheckinDate: LocalDate | null = null;
  let relapsesLast7Days = 0;
  let relapsesLast30Days = 0;
  const thisWeek: number[] = [];
  const previousWeek: number[] = [];
  for (const c of checkins) {
    if (c.date > today) continue;
    if (lastCheckinDate === null || c.date > lastCheckinDate) lastCheckinDate = c.date;
    if (c.date >= weekStart) thisWeek.push(c.mood);
    else if (c.date >= previousWeekStart) previousWeek.push(c.mood);
    if (c.hadRelapse && c.date >= monthStart) {
      relapsesLast30Days++;
      if (c.date >= weekStart) relapsesLast7Days++;
    }
  }

  const averageMoodLast7Days = mean(thisWeek);
  const previousAverage = mean(previousWeek);
  let moodTrend: MoodTrend | null = null;
  if (thisWeek.length >= MIN_CHECKINS_PER_WEEK && previousWeek.length >= MIN_CHECKINS_PER_WEEK) {
    const delta = averageMoodLast7Days! - previousAverage!;
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
