/**
 * Streaks, money saved and this week's numbers (DESIGN.md §4, authoritative). The server and the
 * offline web app both call computeProgress, so the dashboard numbers are the same on both sides.
 */
import {
  currentAssessment,
  dedupeById,
  instantMs,
  isMarkedUniqueById,
  markUniqueById,
  safeCents,
} from './records';
import type { Checkin, LocalDate, MemberFacts, Progress } from './types';
import {
  addDaysToLocalDate,
  isLocalDate,
  localDateOf,
  resolveTimeZone,
  startOfNextLocalDayMs,
  weekStartOf,
  wholeDaysBetween,
} from './zoned';

/** A relapse placed on the timeline. */
export interface RelapseEvent {
  checkin: Checkin;
  /** The member's day of the relapse. */
  date: LocalDate;
  /** When the streak restarts: min(recordedAt, start of the next local day), never after now. */
  restartMs: number;
  /** False when it restarts at or before the journey start: it then changes nothing after it. */
  inJourney: boolean;
  /** Whole days of the streak this relapse ended (0 outside the journey). */
  endedStreakDays: number;
}

/** The facts laid out in time: what progress, history and medals all read. */
export interface Timeline {
  timeZone: string;
  nowMs: number;
  journeyStartMs: number;
  /** False when neither an assessment nor the account creation gives a valid instant. */
  hasJourneyStart: boolean;
  /** Check-ins, one per id. */
  readonly checkins: readonly Checkin[];
  /** Relapses, one per id, ordered by restart instant then id. */
  relapses: RelapseEvent[];
  /** Start of the running streak: the later of journey start and the latest restart. */
  streakStartMs: number;
}

/** The local day a check-in belongs to: its own date, or the day it was recorded if the date is bad. */
export function checkinDay(checkin: Checkin, timeZone: string): LocalDate | null {
  if (isLocalDate(checkin.date)) return checkin.date;
  const ms = instantMs(checkin.recordedAt);
  return Number.isNaN(ms) ? null : localDateOf(ms, timeZone);
}

/**
 * When a relapse on local day D recorded at instant t restarts the streak: min(t, start of D+1),
 * clamped to now. Why the min: a relapse logged late ("yesterday I bet") ends the streak at the end
 * of that day, not when it was typed; why the clamp: a device clock ahead of ours must not put a
 * streak start in the future.
 */
export function relapseRestartMs(checkin: Checkin, timeZone: string, nowMs: number): number | null {
  const day = checkinDay(checkin, timeZone);
  if (day === null) return null;
  const nextDayStart = startOfNextLocalDayMs(day, timeZone);
  const t = instantMs(checkin.recordedAt);
  const restart = Number.isNaN(t) ? nextDayStart : Math.min(t, nextDayStart);
  return Math.min(restart, nowMs);
}

/** Journey start: the earliest assessment's completion, else the account creation (DESIGN.md §4). */
function journeyStartOf(facts: MemberFacts): number {
  let start = Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  for (const a of facts.assessments) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    const ms = instantMs(a.completedAt);
    if (!Number.isNaN(ms) && ms < start) start = ms;
  }
  return start === Number.POSITIVE_INFINITY ? instantMs(facts.accountCreatedAt) : start;
}

/** The relapse check-ins of each array seen, in order (arrays are treated as immutable). */
const relapsesMemo = new WeakMap<readonly Checkin[], readonly Checkin[]>();

/**
 * `checkins.filter(c => c.hadRelapse)`, remembered per array. Why: the server recomputes a
 * member's numbers on every write from thousands of check-ins held in memory, and reading every
 * one of them to find the few relapses cost more than the rest of the computation; arrays built
 * by appendNewCheckins extend their base's answer instead (the array must not change afterwards).
 */
export function relapsesAmong(checkins: readonly Checkin[]): readonly Checkin[] {
  let relapses = relapsesMemo.get(checkins);
  if (!relapses) {
    relapses = checkins.filter((c) => c.hadRelapse);
    relapsesMemo.set(checkins, relapses);
  }
  return relapses;
}

/**
 * `base` followed by `added`, for check-ins whose ids neither `base` nor each other hold (e.g.
 * rows an insert just took). Still one per id when `base` was known to be, and what the rules
 * derived from `base` is extended by `added` instead of rebuilt. Neither array may change later.
 */
export function appendNewCheckins<T extends Checkin>(base: readonly T[], added: readonly T[]): T[] {
  const all = base.concat(added);
  if (isMarkedUniqueById(base)) markUniqueById(all);
  const known = relapsesMemo.get(base);
  if (known) {
    const more = added.filter((c) => c.hadRelapse);
    relapsesMemo.set(all, more.length ? known.concat(more) : known);
  }
  return all;
}

/** Lay the facts out in time. Pure; depends only on the set of records, the zone and now. */
export function buildTimeline(facts: MemberFacts, now: Date): Timeline {
  const timeZone = resolveTimeZone(facts.timezone);
  const nowMs = now.getTime();
  const rawStart = journeyStartOf(facts);
  const hasJourneyStart = !Number.isNaN(rawStart);
  const journeyStartMs = hasJourneyStart ? rawStart : nowMs;
  const checkins = dedupeById(facts.checkins);

  const relapses: RelapseEvent[] = [];
  for (const checkin of relapsesAmong(checkins)) {
    const restartMs = relapseRestartMs(checkin, timeZone, nowMs);
    if (restartMs === null) continue;
    relapses.push({
      checkin,
      date: checkinDay(checkin, timeZone)!,
      restartMs,
      inJourney: hasJourneyStart && restartMs >= journeyStartMs,
      endedStreakDays: 0,
    });
  }
  relapses.sort((a, b) => a.restartMs - b.restartMs || (a.checkin.id < b.checkin.id ? -1 : 1));

  let runStart = journeyStartMs;
  for (const r of relapses) {
    if (!r.inJourney) continue;
    r.endedStreakDays = wholeDaysBetween(runStart, r.restartMs);
    runStart = r.restartMs;
  }
  return { timeZone, nowMs, journeyStartMs, hasJourneyStart, checkins, relapses, streakStartMs: runStart };
}

/** The dashboard numbers from the timeline. */
export function progressFromTimeline(facts: MemberFacts, tl: Timeline): Progress {
  const { timeZone, nowMs, journeyStartMs, relapses, streakStartMs } = tl;
  const currentStreak = tl.hasJourneyStart ? wholeDaysBetween(streakStartMs, nowMs) : 0;
  let bestStreak = currentStreak;
  let spentInJourney = 0;
  for (const r of relapses) {
    if (!r.inJourney) continue;
    if (r.endedStreakDays > bestStreak) bestStreak = r.endedStreakDays;
    spentInJourney += safeCents(r.checkin.amountSpentCents);
  }

  const daysSinceStart = tl.hasJourneyStart ? wholeDaysBetween(journeyStartMs, nowMs) : 0;
  const assessment = currentAssessment(dedupeById(facts.assessments));
  const weekly = assessment ? safeCents(assessment.weeklySpendingCents) : 0;
  const moneySavedCents = Math.max(0, Math.round((weekly * daysSinceStart) / 7) - spentInJourney);

  const today = localDateOf(nowMs, timeZone);
  const weekStart = weekStartOf(today, timeZone);
  const weekEnd = addDaysToLocalDate(weekStart, 6);
  const bettingDays = new Set<string>();
  let spentCents = 0;
  for (const r of relapses) {
    if (r.date >= weekStart && r.date <= weekEnd) {
      bettingDays.add(r.date);
      spentCents += safeCents(r.checkin.amountSpentCents);
    }
  }

  return {
    journeyStart: new Date(journeyStartMs).toISOString(),
    daysSinceStart,
    streakStartTime: tl.hasJourneyStart ? new Date(streakStartMs).toISOString() : null,
    currentStreak,
    bestStreak,
    moneySavedCents,
    averageDailySpendCents: Math.round(weekly / 7),
    thisWeek: { bettingDays: bettingDays.size, spentCents, weekStart },
    checkinCount: tl.checkins.length,
    relapseCount: relapses.length,
  };
}

/**
 * The dashboard numbers (DESIGN.md §4): journey start, whole days since it, the running streak
 * and the best one, money saved (never negative), this Sunday-start week's betting days and spend.
 */
export function computeProgress(facts: MemberFacts, now: Date): Progress {
  const tl = buildTimeline(facts, now);
  const progress = progressFromTimeline(facts, tl);
  computedFrom.set(progress, tl);
  return progress;
}

/**
 * The timeline a Progress was computed from. Why: the medal rules run right after computeProgress
 * on every write, and reusing its de-duplicated check-ins halves that work.
 */
const computedFrom = new WeakMap<Progress, Timeline>();

export function timelineOf(progress: Progress): Timeline | undefined {
  return computedFrom.get(progress);
}
