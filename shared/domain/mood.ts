/** The 30-day mood chart's data (spec §2 "Mood chart", DESIGN.md §4). */
import { CHART_WINDOW_DAYS, MOOD_DEFAULT, MOOD_MAX, MOOD_MIN } from '../constants';
import { checkinDay } from './progress';
import { compareText, dedupeById, instantMs, safeCents } from './records';
import type { Checkin, LocalDate, Mood, MoodDay } from './types';
import { addDaysToLocalDate, resolveTimeZone, todayIn } from './zoned';

function validMood(mood: number): Mood {
  return Number.isInteger(mood) && mood >= MOOD_MIN && mood <= MOOD_MAX
    ? (mood as Mood)
    : (MOOD_DEFAULT as Mood);
}

/**
 * One point per local day of the last `days` days (today included) that has check-ins, oldest
 * first. Per day: mood = the latest check-in's (by recordedAt, ties by the greater id),
 * hadRelapse = any, amountSpentCents = sum.
 */
export function moodSeries(
  checkins: readonly Checkin[],
  timeZone: string,
  now: Date,
  days: number = CHART_WINDOW_DAYS,
): MoodDay[] {
  const zone = resolveTimeZone(timeZone);
  const today = todayIn(zone, now);
  const from = addDaysToLocalDate(today, -(Math.max(1, Math.trunc(days)) - 1));
  const byDay = new Map<LocalDate, { day: MoodDay; latestMs: number; latestId: string }>();
  for (const c of dedupeById(checkins)) {
    const date = checkinDay(c, zone);
    if (date === null || date < from || date > today) continue;
    const raw = instantMs(c.recordedAt);
    const ms = Number.isNaN(raw) ? Number.NEGATIVE_INFINITY : raw;
    const entry = byDay.get(date);
    if (!entry) {
      byDay.set(date, {
        day: {
          date,
          mood: validMood(c.mood),
          hadRelapse: c.hadRelapse,
          amountSpentCents: safeCents(c.amountSpentCents),
        },
        latestMs: ms,
        latestId: c.id,
      });
      continue;
    }
    entry.day.hadRelapse ||= c.hadRelapse;
    entry.day.amountSpentCents += safeCents(c.amountSpentCents);
    if (ms > entry.latestMs || (ms === entry.latestMs && compareText(c.id, entry.latestId) > 0)) {
      entry.day.mood = validMood(c.mood);
      entry.latestMs = ms;
      entry.latestId = c.id;
    }
  }
  return [...byDay.values()].map((e) => e.day).sort((a, b) => compareText(a.date, b.date));
}
