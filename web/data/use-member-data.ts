import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useMemo, useRef, useSyncExternalStore } from 'react';
import type { DashboardDto, HistoryItemDto, MoodDataDto } from '../../shared/api-types';
import { toDashboardDto, toHistoryDto, toMoodDataDto } from '../../shared/domain/dto';
import { createHistoryTracker } from '../../shared/domain/history';
import { moodSeries } from '../../shared/domain/mood';
import { computeProgress } from '../../shared/domain/progress';
import type { MemberFacts } from '../../shared/domain/types';
import { serverNow } from '../lib/server-clock';
import { readStoredUser } from '../lib/stored-user';
import { db, type LocalCheckin, type SummaryRow } from './db';
import { MemberCheckinStore } from './member-checkin-store';
import { buildMemberFacts, countsAsFact, type MemberIdentity } from './member-facts';
import { sameFields } from './same-fields';

export interface MemberData {
  /** True until the first read from IndexedDB answered. */
  loading: boolean;
  facts: MemberFacts | null;
  /** Null when there is nothing to show yet (no assessment here nor on the server). */
  dashboard: DashboardDto | null;
  history: HistoryItemDto[];
  moodData: MoodDataDto[];
  /** Every local check-in of the member, any sync state. */
  checkins: LocalCheckin[];
  /** Records (of any kind) still waiting for the server. */
  pendingCount: number;
  /** Check-ins the server answered `conflict` or `rejected` for, with its reason. */
  rejected: LocalCheckin[];
  hasAssessment: boolean;
  /**
   * This device has pulled the member's data at least once (the server's summary is stored). Not
   * yet (a new device, or the browser's storage was wiped): "no assessment" cannot be told apart
   * from "not fetched yet", so the dashboard says it is fetching instead of asking again.
   */
  pulled: boolean;
}

/**
 * How long a server summary stands for "now" as is. Its numbers count whole days up to when it
 * was computed; an older one (say, the app opened offline days later) is recomputed here with the
 * same shared rules, which give the same numbers for the same records.
 */
export const SUMMARY_FRESH_MS = 10 * 60_000;

const EMPTY: MemberData = {
  loading: true,
  facts: null,
  dashboard: null,
  history: [],
  moodData: [],
  checkins: [],
  pendingCount: 0,
  rejected: [],
  hasAssessment: false,
  pulled: false,
};

/**
 * The member's dashboard, history and mood chart, read from Dexie: works offline and shows a new
 * check-in the moment it is written. While anything is pending (or the server summary is old) the
 * numbers are computed here with the shared domain rules; otherwise the server's are shown.
 *
 * Why it stays cheap with ten years of check-ins: the rows live in memory and follow each write
 * (MemberCheckinStore), the history is updated rather than rebuilt (createHistoryTracker), and the
 * parts a write did not change keep their identity (history, mood data, medals, refused rows), so
 * memoised cards skip them and only what changed renders again.
 */
export function useMemberData(user: MemberIdentity | null): MemberData {
  const userId = user?.id ?? '';
  const store = useMemo(() => (userId ? new MemberCheckinStore(db, userId) : null), [userId]);
  const checkins = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? noSnapshot);
  // Small tables: a live query is cheap, and a check-in write does not touch them.
  const small = useLiveQuery(async () => {
    const [assessments, goals, summary] = await Promise.all([
      db.assessments.where('userId').equals(userId).toArray(),
      db.goals.where('userId').equals(userId).toArray(),
      db.summaries.get(userId),
    ]);
    return { assessments, goals, summary };
  }, [userId]);
  const identity = useIdentity(user);
  const trackHistory = useMemo(() => (userId ? createHistoryTracker() : null), [userId]);

  const computed = useMemo(() => {
    if (!identity || !checkins || !small || !trackHistory) return null;
    const { summary } = small;
    // Counted from the rows themselves, so it changes in the same render as the new check-in.
    const pendingCount = countPending(checkins) + countPending(small.assessments) + countPending(small.goals);
    const facts = buildMemberFacts(identity, { checkins, ...small });
    // The server's time when this device's clock is off (web/lib/server-clock.ts).
    const now = new Date(serverNow());
    const progress = computeProgress(facts, now);
    const hasAssessment = facts.assessments.length > 0;
    const dashboard = hasAssessment
      ? (serverDashboard(summary, pendingCount, now) ??
        toDashboardDto({ user: { id: identity.id, name: identity.name }, facts, progress, now }))
      : null;
    return {
      loading: false,
      facts,
      dashboard,
      history: toHistoryDto(trackHistory(facts, progress, now)),
      checkins,
      pendingCount,
      rejected: checkins.filter((c) => c.syncState === 'conflict' || c.syncState === 'rejected'),
      hasAssessment,
      pulled: summary !== undefined,
    };
  }, [identity, checkins, small, trackHistory]);

  // The chart sits below the fold (and under the dialog that made the change): its series follows
  // in a deferred render, once the new record is on screen.
  const chartCheckins = useDeferredValue(checkins);
  const timeZone = computed?.facts.timezone;
  const moodData = useMemo(
    () =>
      chartCheckins && timeZone
        ? toMoodDataDto(moodSeries(chartCheckins.filter(countsAsFact), timeZone, new Date(serverNow())))
        : [],
    [chartCheckins, timeZone],
  );

  const last = useRef<{ computed: object; moodData: MoodDataDto[]; shown: MemberData } | null>(null);
  if (!computed) return identity ? EMPTY : NOT_SIGNED_IN;
  if (last.current?.computed !== computed || last.current.moodData !== moodData) {
    const shown = keepUnchanged(last.current?.shown ?? null, { ...computed, moodData });
    last.current = { computed, moodData, shown };
  }
  return last.current.shown;
}

const NOT_SIGNED_IN: MemberData = { ...EMPTY, loading: false };

/** `next` with the parts equal to `previous`'s replaced by `previous`'s own objects. */
function keepUnchanged(previous: MemberData | null, next: MemberData): MemberData {
  if (!previous) return next;
  const was = previous.dashboard;
  const now = next.dashboard;
  const dashboard =
    was && now
      ? {
          ...now,
          recentAchievements: same(was.recentAchievements, now.recentAchievements),
          assessment: shallowSame(was.assessment, now.assessment),
          goal: shallowSame(was.goal, now.goal),
          thisWeek: shallowSame(was.thisWeek, now.thisWeek),
        }
      : now;
  return {
    ...next,
    dashboard,
    history: same(previous.history, next.history),
    moodData: same(previous.moodData, next.moodData),
    rejected: same(previous.rejected, next.rejected),
  };
}

/** `previous` when `next` holds equal records in the same order, else `next`. */
function same<T extends object>(previous: readonly T[], next: T[]): T[] {
  if (previous.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) if (!sameFields(previous[i]!, next[i]!)) return next;
  return previous as T[];
}

/** `previous` when `next` holds the same fields and values, else `next`. */
function shallowSame<T extends object | null>(previous: T, next: T): T {
  return previous !== null && next !== null && sameFields(previous, next) ? previous : next;
}

function countPending(rows: readonly { syncState: string }[]): number {
  let n = 0;
  for (const row of rows) if (row.syncState === 'pending') n += 1;
  return n;
}
const noSubscription = () => () => {};
const noSnapshot = () => undefined;

/** The server's own summary when nothing local is missing from it and it is recent. */
function serverDashboard(
  summary: SummaryRow | undefined,
  pendingCount: number,
  now: Date,
): DashboardDto | null {
  if (!summary || pendingCount > 0) return null;
  return now.getTime() - Date.parse(summary.updatedAt) <= SUMMARY_FRESH_MS ? summary.dashboard : null;
}

/** A stable identity object (callers often pass a fresh one each render), completed from the stored user. */
function useIdentity(user: MemberIdentity | null): MemberIdentity | null {
  const { id, name, timezone } = user ?? {};
  const createdAt = user?.createdAt;
  return useMemo(() => {
    if (!id) return null;
    const stored = readStoredUser();
    const fromStore = stored?.id === id ? stored : null;
    return {
      id,
      name: name ?? fromStore?.name ?? '',
      timezone: timezone ?? fromStore?.timezone,
      createdAt: createdAt ?? fromStore?.createdAt,
    };
  }, [id, name, timezone, createdAt]);
}
