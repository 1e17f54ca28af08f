/** The dashboard's history list (spec §2 "History", §3 "History item"): the journey, newest first. */
import { medalByKey } from './medals';
import { formatBRL } from './money';
import { buildTimeline, checkinDay, type RelapseEvent, type Timeline } from './progress';
import { compareText, heldMedals, instantMs } from './records';
import type { HistoryItem, LocalDate, MemberFacts, Progress } from './types';
import { startOfLocalDayMs, startOfNextLocalDayMs, wholeDaysBetween } from './zoned';

export const HISTORY_LIMIT = 200;

export const historyTexts = {
  accountCreated: 'Você começou sua jornada no Virada',
  relapse: (amountCents: number) =>
    amountCents > 0
      ? `Recaída registrada — ${formatBRL(amountCents)}. Registrar foi um ato de coragem.`
      : 'Recaída registrada. Registrar foi um ato de coragem.',
  currentStreak: (days: number) =>
    days <= 0
      ? 'Menos de 1 dia sem apostar — cada hora conta'
      : days === 1
        ? '1 dia sem apostar'
        : `${days} dias sem apostar`,
  medal: (title: string) => `Conquista: ${title}`,
  cleanCheckin: 'Check-in: dia sem apostas',
} as const;

const TYPE_RANK: Record<HistoryItem['type'], number> = {
  current_streak: 0,
  relapse: 1,
  other: 2,
  account_created: 3,
};

/** An item before it is built: only the newest `limit` are materialised (formatting costs). */
interface Entry {
  type: HistoryItem['type'];
  ms: number;
  /** Total order among items at the same instant, from content only. */
  tie: string;
  /** What the item is about: a relapse, a medal or a clean day (by type and tie). */
  relapse: RelapseEvent | null;
  icon: string;
  description: string;
  streakDays: number;
}

/** An instant inside local day D: the recorded one when it falls on D, else the nearest edge of D. */
function instantWithinDay(recordedMs: number, day: LocalDate, timeZone: string): number {
  const start = startOfLocalDayMs(day, timeZone);
  const end = startOfNextLocalDayMs(day, timeZone) - 1;
  if (Number.isNaN(recordedMs)) return end;
  return Math.min(Math.max(recordedMs, start), end);
}

/** The streak (whole days) that was running at an instant. */
function streakAt(ms: number, tl: Timeline, restarts: number[]): number {
  if (!tl.hasJourneyStart || ms < tl.journeyStartMs) return 0;
  // Latest restart at or before ms (binary search over the sorted restarts).
  let lo = 0;
  let hi = restarts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (restarts[mid]! <= ms) lo = mid + 1;
    else hi = mid;
  }
  const start = lo === 0 ? tl.journeyStartMs : restarts[lo - 1]!;
  return wholeDaysBetween(start, ms);
}

/**
 * History items, newest first, at most `limit` (the newest 200 by default): the account creation,
 * each relapse (with the streak it ended), the running streak (dated at its start), medals earned,
 * and one item per local day of clean check-ins (days with a relapse show the relapse instead).
 * Notes are never included: the list may be shown to a psychologist without the notes scope.
 */
export function historyItems(
  facts: MemberFacts,
  progress: Progress,
  now: Date,
  limit: number = HISTORY_LIMIT,
): HistoryItem[] {
  const tl = buildTimeline(facts, now);
  const zone = tl.timeZone;
  const entries: Entry[] = [];

  const createdMs = instantMs(facts.accountCreatedAt);
  if (!Number.isNaN(createdMs)) {
    entries.push({
      type: 'account_created',
      ms: createdMs,
      tie: '',
      relapse: null,
      icon: '🌱',
      description: historyTexts.accountCreated,
      streakDays: 0,
    });
  }

  const relapseDays = new Set<LocalDate>();
  for (const r of tl.relapses) {
    relapseDays.add(r.date);
    entries.push({
      type: 'relapse',
      ms: instantWithinDay(instantMs(r.checkin.recordedAt), r.date, zone),
      tie: r.checkin.id,
      relapse: r,
      icon: '💙',
      description: '', // formatted only if shown
      streakDays: r.endedStreakDays,
    });
  }

  const streakStartMs = progress.streakStartTime === null ? Number.NaN : instantMs(progress.streakStartTime);
  if (!Number.isNaN(streakStartMs)) {
    entries.push({
      type: 'current_streak',
      ms: streakStartMs,
      tie: '',
      relapse: null,
      icon: '🔥',
      description: historyTexts.currentStreak(progress.currentStreak),
      streakDays: progress.currentStreak,
    });
  }

  for (const medal of heldMedals(facts.medals)) {
    const def = medalByKey(medal.key);
    const ms = instantMs(medal.earnedAt);
    if (!def || Number.isNaN(ms)) continue;
    entries.push({
      type: 'other',
      ms,
      tie: `medal:${medal.key}`,
      relapse: null,
      icon: def.icon,
      description: historyTexts.medal(def.title),
      streakDays: 0,
    });
  }

  // Clean check-ins: one item per local day, at the day's latest clean check-in.
  const cleanDays = new Map<LocalDate, number>();
  for (const c of tl.checkins) {
    if (c.hadRelapse) continue;
    const day = checkinDay(c, zone);
    if (day === null || relapseDays.has(day)) continue;
    const ms = instantWithinDay(instantMs(c.recordedAt), day, zone);
    const seen = cleanDays.get(day);
    if (seen === undefined || ms > seen) cleanDays.set(day, ms);
  }
  for (const [day, ms] of cleanDays) {
    entries.push({
      type: 'other',
      ms,
      tie: `checkin:${day}`,
      relapse: null,
      icon: '✅',
      description: historyTexts.cleanCheckin,
      streakDays: -1, // computed only if shown
    });
  }

  entries.sort((a, b) => b.ms - a.ms || TYPE_RANK[a.type] - TYPE_RANK[b.type] || compareText(b.tie, a.tie));
  const shown = entries.slice(0, Math.max(0, Math.trunc(limit)));
  const restarts = tl.relapses.filter((r) => r.inJourney).map((r) => r.restartMs);
  return shown.map((e) => ({
    type: e.type,
    icon: e.icon,
    description: e.relapse ? historyTexts.relapse(e.relapse.checkin.amountSpentCents) : e.description,
    date: new Date(e.ms).toISOString(),
    streakDays: e.streakDays < 0 ? streakAt(e.ms, tl, restarts) : e.streakDays,
  }));
}
