/**
 * When a member's daily reminder is due (DESIGN.md §8): the UTC instant of their local 'HH:mm'
 * on a local day, in their IANA zone. Pure; zone data comes from Intl through `zoned.ts`.
 *
 * The daylight-saving rule:
 * - a time skipped by a spring-forward gap (02:30 on the night clocks jump from 02:00 to 03:00)
 *   fires at the first valid instant after it, the instant the clocks jumped (03:00);
 * - a time repeated by a fall-back (01:30 twice) fires once, at its first occurrence, because the
 *   next due instant after a send is always on a later local day;
 * - a local day a zone skipped entirely (Pacific/Apia, 2011-12-30) has no reminder.
 *
 * `lastSentDate` is the local day the reminder was last claimed for: a member gets at most one
 * reminder per local day, whatever the instance, the restart or the zone change.
 */
import type { LocalDate } from './types';
import { addDaysToLocalDate, DAY_MS, epochDayOf, localDateOf, zoneOffsetMs } from './zoned';

const MINUTE_MS = 60_000;

/** Minutes after local midnight of an 'HH:mm' time. */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The instant the wall clock of `timeZone` shows `time` on `date`: the earlier of two when a
 * fall-back repeats it, the first instant after it when a gap skips it.
 */
export function localTimeInstantMs(date: LocalDate, time: string, timeZone: string): number {
  const wall = epochDayOf(date) * DAY_MS + minutesOfTime(time) * MINUTE_MS;
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  let best = Number.POSITIVE_INFINITY;
  for (const offset of before === after ? [before] : [before, after]) {
    const t = wall - offset;
    if (zoneOffsetMs(t, timeZone) === offset && t < best) best = t;
  }
  if (best !== Number.POSITIVE_INFINITY) return best;
  // A gap: the first instant whose wall time is at or past `wall` (the moment the clocks jumped).
  let lo = wall - Math.max(before, after);
  let hi = wall - Math.min(before, after);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid + zoneOffsetMs(mid, timeZone) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The reminder instant of the first local day on or after `from` that the zone really has (the
 * instant falls on that day in the zone); a skipped day moves to the next.
 */
function occurrenceFrom(from: LocalDate, time: string, timeZone: string): number {
  let day = from;
  for (let i = 0; i < 3; i++) {
    const at = localTimeInstantMs(day, time, timeZone);
    if (localDateOf(at, timeZone) === day) return at;
    day = addDaysToLocalDate(day, 1);
  }
  return localTimeInstantMs(day, time, timeZone);
}

/**
 * The reminder's next due instant: its time on the member's today, or on the day after
 * `lastSentDate` when today was already claimed (or a later day was, before a zone change).
 * It may be at or before `nowMs`: today's reminder is then owed and the next tick sends it.
 */
export function nextReminderDueMs(
  time: string,
  timeZone: string,
  nowMs: number,
  lastSentDate: LocalDate | null,
): number {
  const today = localDateOf(nowMs, timeZone);
  const from = lastSentDate !== null && lastSentDate >= today ? addDaysToLocalDate(lastSentDate, 1) : today;
  return occurrenceFrom(from, time, timeZone);
}

/** What a tick does with a claimed reminder. */
export interface ReminderDecision {
  /** The local day a reminder is sent for now, or null when none is owed yet. */
  sendFor: LocalDate | null;
  /** `last_sent_date` after the decision. */
  lastSentDate: LocalDate | null;
  /** The next due instant, always after `nowMs`. */
  nextDueMs: number;
}

/**
 * Decides a claimed reminder at `nowMs`: it is sent when today's time has come and today was not
 * claimed yet (a reminder late by a restart is still sent the same local day; one a whole day
 * late is not sent for the day that passed); then the next due instant is the time on the
 * following local day.
 */
export function decideReminder(
  time: string,
  timeZone: string,
  nowMs: number,
  lastSentDate: LocalDate | null,
): ReminderDecision {
  const today = localDateOf(nowMs, timeZone);
  const owed =
    (lastSentDate === null || lastSentDate < today) && occurrenceFrom(today, time, timeZone) <= nowMs;
  const sentDate = owed ? today : lastSentDate;
  let nextDueMs = nextReminderDueMs(time, timeZone, nowMs, sentDate);
  // Only when today's reminder is not owed yet can the next instant still be today; it is after now.
  if (nextDueMs <= nowMs) nextDueMs = occurrenceFrom(addDaysToLocalDate(today, 1), time, timeZone);
  return { sendFor: owed ? today : null, lastSentDate: sentDate, nextDueMs };
}

/**
 * `last_sent_date` when a member saves a new time or turns the reminder on: a time already
 * passed today counts today as done, so saving at 21:00 a reminder for 20:00 starts tomorrow
 * instead of ringing at once.
 */
export function lastSentDateOnSave(
  time: string,
  timeZone: string,
  nowMs: number,
  lastSentDate: LocalDate | null,
): LocalDate | null {
  const today = localDateOf(nowMs, timeZone);
  const passed = occurrenceFrom(today, time, timeZone) <= nowMs;
  return passed && (lastSentDate === null || lastSentDate < today) ? today : lastSentDate;
}
