/** The dashboard's history list (spec §2 "History", §3 "History item"): the journey, newest first. */
import { medalByKey } from './medals';
import { formatBRL } from './money';
import { buildTimeline, checkinDay, type RelapseEvent, type Timeline, timelineOf } from './progress';
import { compareText, heldMedals, instantMs } from './records';
import { uniqueTags } from './triggers';
import type { Checkin, HistoryItem, LocalDate, MemberFacts, Progress } from './types';
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
  /** The clean day of a clean check-ins item. */
  day?: LocalDate;
  icon: string;
  description: string;
  streakDays: number;
}

/** historyTexts.relapse, remembered per amount: money formatting (Intl) is the costly part of a list. */
const relapseTexts = new Map<number, string>();
function relapseText(amountCents: number): string {
  let text = relapseTexts.get(amountCents);
  if (text === undefined) {
    if (relapseTexts.size >= 1000) relapseTexts.clear();
    text = historyTexts.relapse(amountCents);
    relapseTexts.set(amountCents, text);
  }
  return text;
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
 * Trigger tags are: a clean day shows every tag of its clean check-ins (dayTags); a relapse shows
 * its own and, since its day shows no clean item, those of that day's clean check-ins too (what
 * the member noted earlier that day stays in sight). The server's answer leaves out the member's
 * own words for such a reader (toHistoryDto).
 * `progress` must be computeProgress(facts, now) (its timeline is reused).
 */
export function historyItems(
  facts: MemberFacts,
  progress: Progress,
  now: Date,
  limit: number = HISTORY_LIMIT,
): HistoryItem[] {
  const tl = timelineFor(facts, progress, now);
  // The tags of clean check-ins by day; most check-ins have none.
  const tagged = new Map<LocalDate, (readonly string[])[]>();
  return assembleHistory(
    facts,
    progress,
    tl,
    limit,
    (relapseDays) => {
      // Clean check-ins: one item per local day, at the day's latest clean check-in.
      const cleanDays = new Map<LocalDate, number>();
      for (const c of tl.checkins) {
        const mark = cleanMarkOf(c, tl.timeZone);
        if (mark === null) continue;
        if (mark.tags.length) {
          const lists = tagged.get(mark.day);
          if (lists) lists.push(mark.tags);
          else tagged.set(mark.day, [mark.tags]);
        }
        if (relapseDays.has(mark.day)) continue;
        const seen = cleanDays.get(mark.day);
        if (seen === undefined || mark.ms > seen) cleanDays.set(mark.day, mark.ms);
      }
      return cleanDays;
    },
    (day) => dayTags(tagged.get(day) ?? []),
  );
}

/**
 * The tags of a day's clean check-ins, each once: catalogue order, then the member's own in text
 * order, so the item depends on the set of check-ins, not on the order they arrived in.
 */
function dayTags(lists: readonly (readonly string[])[]): string[] {
  if (lists.length === 0) return [];
  if (lists.length === 1 && lists[0]!.length <= 1) return lists[0]!.slice();
  return uniqueTags(lists.flat().sort(compareText));
}

/** A relapse's own tags, then the other tags of its day's clean check-ins. */
function relapseTags(r: RelapseEvent, tagsOfDay: (day: LocalDate) => string[]): readonly string[] {
  const own = tagsOf(r.checkin);
  const day = tagsOfDay(r.date);
  return day.length === 0 ? own : uniqueTags(own.concat(day));
}

/** A check-in's tags; rows a device stored before tags existed have none. */
const tagsOf = (c: Checkin): readonly string[] => c.tags ?? NO_TAGS;
const NO_TAGS: readonly string[] = [];

/** historyItems for one member whose check-ins change a few at a time; see createHistoryTracker. */
export type HistoryTracker = (
  facts: MemberFacts,
  progress: Progress,
  now: Date,
  limit?: number,
) => HistoryItem[];

/**
 * The same items as historyItems, for a view that recomputes them after each write (the web
 * dashboard with ten years of check-ins). It remembers, between calls, each check-in's clean day
 * and the clean days in list order, so a call costs one pass of identity look-ups plus the work
 * for the check-ins that changed and for the `limit` newest days, instead of placing and sorting
 * every day again (3–15 ms for ten years on a phone). Check-ins are taken as immutable values: a
 * changed check-in must be a new object (as Dexie rows and React state are).
 */
export function createHistoryTracker(): HistoryTracker {
  const days = new CleanDayIndex();
  return (facts, progress, now, limit = HISTORY_LIMIT) => {
    const tl = timelineFor(facts, progress, now);
    days.sync(tl.checkins, tl.timeZone);
    return assembleHistory(
      facts,
      progress,
      tl,
      limit,
      (relapseDays, count) => days.newest(count, relapseDays),
      (day) => days.tagsOf(day),
    );
  };
}

/** Where a clean check-in lands in the history: its local day and its instant within that day. */
interface CleanMark {
  day: LocalDate;
  ms: number;
  tags: readonly string[];
}

function cleanMarkOf(c: Checkin, timeZone: string): CleanMark | null {
  if (c.hadRelapse) return null;
  const day = checkinDay(c, timeZone);
  return day === null
    ? null
    : { day, ms: instantWithinDay(instantMs(c.recordedAt), day, timeZone), tags: tagsOf(c) };
}

/** Clean days with their latest clean check-in, kept in history order (newest first). */
class CleanDayIndex {
  private zone: string | null = null;
  /** Every check-in of the last sync, with its mark (null: not a clean check-in). */
  private marks = new Map<Checkin, CleanMark | null>();
  private byDay = new Map<LocalDate, CleanMark[]>();
  /** The instant each day is listed at: its latest clean check-in. */
  private dayMs = new Map<LocalDate, number>();
  /** Days in history order: later instant first, then the greater day (historyItems' order). */
  private order: LocalDate[] = [];

  /** Brings the index to exactly these check-ins (unique objects, as a timeline holds them). */
  sync(checkins: readonly Checkin[], timeZone: string): void {
    if (timeZone !== this.zone) {
      this.zone = timeZone;
      this.marks = new Map();
      this.byDay = new Map();
      this.dayMs = new Map();
      this.order = [];
    }
    let kept = 0;
    const added: Checkin[] = [];
    for (const c of checkins) {
      if (this.marks.has(c)) kept += 1;
      else added.push(c);
    }
    if (kept < this.marks.size) {
      const current = new Set(checkins);
      for (const [c, mark] of this.marks) {
        if (current.has(c)) continue;
        this.marks.delete(c);
        if (mark) this.remove(mark);
      }
    }
    for (const c of added) {
      const mark = cleanMarkOf(c, timeZone);
      this.marks.set(c, mark);
      if (mark) this.add(mark);
    }
  }

  /** The tags of a day's clean check-ins (dayTags). */
  tagsOf(day: LocalDate): string[] {
    const marks = this.byDay.get(day);
    if (!marks) return [];
    const lists: (readonly string[])[] = [];
    for (const mark of marks) if (mark.tags.length) lists.push(mark.tags);
    return dayTags(lists);
  }

  /** The newest `count` days that are not in `skip`, with their instants. */
  newest(count: number, skip: ReadonlySet<LocalDate>): Array<[LocalDate, number]> {
    const out: Array<[LocalDate, number]> = [];
    for (const day of this.order) {
      if (!(out.length < count)) break;
      if (!skip.has(day)) out.push([day, this.dayMs.get(day)!]);
    }
    return out;
  }

  private add(mark: CleanMark): void {
    const list = this.byDay.get(mark.day);
    if (!list) {
      this.byDay.set(mark.day, [mark]);
      this.place(mark.day, mark.ms);
    } else {
      list.push(mark);
      if (mark.ms > this.dayMs.get(mark.day)!) this.place(mark.day, mark.ms);
    }
  }

  private remove(mark: CleanMark): void {
    const list = this.byDay.get(mark.day)!;
    list.splice(list.indexOf(mark), 1);
    if (list.length === 0) {
      this.byDay.delete(mark.day);
      this.unplace(mark.day);
      return;
    }
    let latest = Number.NEGATIVE_INFINITY;
    for (const m of list) if (m.ms > latest) latest = m.ms;
    if (latest !== this.dayMs.get(mark.day)) this.place(mark.day, latest);
  }

  /** Puts (or moves) a day at its place for instant `ms`. */
  private place(day: LocalDate, ms: number): void {
    if (this.dayMs.has(day)) this.unplace(day);
    this.dayMs.set(day, ms);
    this.order.splice(this.indexFor(day, ms), 0, day);
  }

  private unplace(day: LocalDate): void {
    const ms = this.dayMs.get(day)!;
    this.order.splice(this.indexFor(day, ms), 1);
    this.dayMs.delete(day);
  }

  /** First index whose day comes at or after (day, ms) in history order (binary search). */
  private indexFor(day: LocalDate, ms: number): number {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const other = this.order[mid]!;
      const otherMs = this.dayMs.get(other)!;
      if (otherMs > ms || (otherMs === ms && other > day)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** The timeline computeProgress(facts, now) already built, or a new one. */
function timelineFor(facts: MemberFacts, progress: Progress, now: Date): Timeline {
  const tl = timelineOf(progress);
  return tl && tl.nowMs === now.getTime() ? tl : buildTimeline(facts, now);
}

/**
 * Everything but the clean days, plus the clean days `cleanDays` gives (given the days that show a
 * relapse instead and how many at most can be shown), sorted and cut to `limit`. Only the newest
 * `limit` clean days can ever be shown, so a caller may give just those. `tagsOfDay` gives the
 * tags of a clean day's item; it is asked only for the items shown.
 */
function assembleHistory(
  facts: MemberFacts,
  progress: Progress,
  tl: Timeline,
  limit: number,
  cleanDays: (relapseDays: ReadonlySet<LocalDate>, count: number) => Iterable<[LocalDate, number]>,
  tagsOfDay: (day: LocalDate) => string[],
): HistoryItem[] {
  const zone = tl.timeZone;
  const count = Math.max(0, Math.trunc(limit));
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

  for (const [day, ms] of cleanDays(relapseDays, count)) {
    entries.push({
      type: 'other',
      ms,
      tie: `checkin:${day}`,
      relapse: null,
      day,
      icon: '✅',
      description: historyTexts.cleanCheckin,
      streakDays: -1, // computed only if shown
    });
  }

  entries.sort((a, b) => b.ms - a.ms || TYPE_RANK[a.type] - TYPE_RANK[b.type] || compareText(b.tie, a.tie));
  const shown = entries.slice(0, count);
  const restarts = tl.relapses.filter((r) => r.inJourney).map((r) => r.restartMs);
  return shown.map((e) => {
    const item: HistoryItem = {
      type: e.type,
      icon: e.icon,
      description: e.relapse ? relapseText(e.relapse.checkin.amountSpentCents) : e.description,
      date: new Date(e.ms).toISOString(),
      streakDays: e.streakDays < 0 ? streakAt(e.ms, tl, restarts) : e.streakDays,
    };
    const tags = e.relapse
      ? relapseTags(e.relapse, tagsOfDay)
      : e.day !== undefined
        ? tagsOfDay(e.day)
        : NO_TAGS;
    if (tags.length) item.tags = tags.slice();
    return item;
  });
}
