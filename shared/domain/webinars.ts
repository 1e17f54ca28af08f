/**
 * Expert webinars (issue 13): when a webinar happens, in Brasília time and as an instant. Pure:
 * the zone data comes from Intl through zoned.ts, so server, CLI and page agree on every
 * conversion.
 */
import { DEFAULT_TIMEZONE } from '../constants';
import type { LocalDate } from './types';
import { DAY_MS, epochDayOf, isLocalDate, localDateFromEpochDay, zoneOffsetMs } from './zoned';

/** Admins enter and members first read a webinar's start in Brasília time. */
export const WEBINAR_TIME_ZONE = DEFAULT_TIMEZONE;

/** A registered member is reminded this long before the start (push and e-mail, once). */
export const WEBINAR_REMINDER_LEAD_MS = 60 * 60_000;

/** The live link is offered from this long before the start until the end. */
export const WEBINAR_LIVE_LINK_LEAD_MS = 15 * 60_000;

export const WEBINAR_DURATION_MIN = 15;
export const WEBINAR_DURATION_MAX = 480;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:mm' on a 24-hour clock, 00:00 to 23:59. */
export const isClockTime = (value: string): boolean => CLOCK_TIME.test(value);

/**
 * The instant (epoch ms) of a wall-clock time in Brasília. A time the clocks skipped (the DST
 * starts Brazil had until 2019) is read with the offset in force before the jump, so it lands an
 * hour later on the clocks (00:30 on such a day is 01:30); a repeated hour takes its first
 * occurrence.
 */
export function brasiliaInstantMs(date: LocalDate, time: string): number {
  if (!isLocalDate(date) || !isClockTime(time)) throw new RangeError(`Invalid wall time: ${date} ${time}`);
  const wall =
    epochDayOf(date) * DAY_MS + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000;
  const before = zoneOffsetMs(wall - DAY_MS, WEBINAR_TIME_ZONE);
  const first = wall - before;
  if (zoneOffsetMs(first, WEBINAR_TIME_ZONE) === before) return first;
  const after = zoneOffsetMs(wall + DAY_MS, WEBINAR_TIME_ZONE);
  const second = wall - after;
  return zoneOffsetMs(second, WEBINAR_TIME_ZONE) === after ? second : first;
}

/** The Brasília calendar day and 'HH:mm' of an instant (what the admin form shows for editing). */
export function brasiliaWallTime(instant: string | number | Date): { date: LocalDate; time: string } {
  const ms = new Date(instant).getTime();
  const local = ms + zoneOffsetMs(ms, WEBINAR_TIME_ZONE);
  const day = Math.floor(local / DAY_MS);
  const minutes = Math.floor((local - day * DAY_MS) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return { date: localDateFromEpochDay(day), time: `${hh}:${mm}` };
}

export interface WebinarTiming {
  /** ISO instant. */
  startsAt: string;
  durationMinutes: number;
}

export const webinarStartMs = (w: WebinarTiming): number => Date.parse(w.startsAt);
export const webinarEndMs = (w: WebinarTiming): number => webinarStartMs(w) + w.durationMinutes * 60_000;

/**
 * Where a webinar stands at `nowMs`: `upcoming`, `starting-soon` (the live link is offered),
 * `live` (started, not ended) or `ended`.
 */
export type WebinarPhase = 'upcoming' | 'starting-soon' | 'live' | 'ended';

export function webinarPhase(w: WebinarTiming, nowMs: number): WebinarPhase {
  const start = webinarStartMs(w);
  if (nowMs >= webinarEndMs(w)) return 'ended';
  if (nowMs >= start) return 'live';
  return nowMs >= start - WEBINAR_LIVE_LINK_LEAD_MS ? 'starting-soon' : 'upcoming';
}
