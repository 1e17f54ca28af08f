import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import type { DashboardDto, HistoryItemDto, MoodDataDto } from '../../shared/api-types';
import { toDashboardDto, toHistoryDto, toMoodDataDto } from '../../shared/domain/dto';
import { historyItems } from '../../shared/domain/history';
import { moodSeries } from '../../shared/domain/mood';
import { computeProgress } from '../../shared/domain/progress';
import type { MemberFacts } from '../../shared/domain/types';
import { readStoredUser } from '../lib/stored-user';
import { db, type LocalCheckin, type SummaryRow } from './db';
import { MemberCheckinStore } from './member-checkin-store';
import { buildMemberFacts, type MemberIdentity } from './member-facts';

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
};

/**
 * The member's dashboard, history and mood chart, read from Dexie: works offline and shows a new
 * check-in the moment it is written. While anything is pending (or the server summary is old) the
 * numbers are computed here with the shared domain rules; otherwise the server's are shown.
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

  const core = useMemo(() => {
    if (!identity || !checkins || !small) return null;
    const { summary } = small;
    // Counted from the rows themselves, so it changes in the same render as the new check-in.
    const pendingCount = countPending(checkins) + countPending(small.assessments) + countPending(small.goals);
    const facts = buildMemberFacts(identity, { checkins, ...small });
    const now = new Date();
    const progress = computeProgress(facts, now);
    const hasAssessment = facts.assessments.length > 0;
    const dashboard = hasAssessment
      ? (serverDashboard(summary, pendingCount, now) ??
        toDashboardDto({ user: { id: identity.id, name: identity.name }, facts, progress, now }))
      : null;
    return {
      loading: false,
      facts,
      progress,
      now,
      dashboard,
      moodData: toMoodDataDto(moodSeries(facts.checkins, facts.timezone, now)),
      checkins,
      pendingCount,
      rejected: checkins.filter((c) => c.syncState === 'conflict' || c.syncState === 'rejected'),
      hasAssessment,
    };
  }, [identity, checkins, small]);

  const history = useMemo(
    () => (core ? toHistoryDto(historyItems(core.facts, core.progress, core.now)) : []),
    [core],
  );

  return useMemo(() => {
    if (!core) return identity ? EMPTY : { ...EMPTY, loading: false };
    const { progress: _progress, now: _now, ...data } = core;
    return { ...data, history };
  }, [core, history, identity]);
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
