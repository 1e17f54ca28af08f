import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import { computeInsights, type Insights } from '../../../shared/domain/insights';
import { db } from '../../data/db';
import { MemberCheckinStore } from '../../data/member-checkin-store';
import { buildMemberFacts } from '../../data/member-facts';
import type { StoredUser } from '../../lib/stored-user';

/**
 * The analysis panel's insights, computed here from this device's records (so the page works
 * offline and follows a new check-in at once): the same check-in store and facts the dashboard
 * reads, and the server's last summary for what only it knows (an assessment made elsewhere and
 * its PGSI score). Null until IndexedDB answered.
 */
export function useCockpitInsights(user: StoredUser | null): Insights | null {
  const userId = user?.id ?? '';
  const store = useMemo(() => (userId ? new MemberCheckinStore(db, userId) : null), [userId]);
  const checkins = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? noSnapshot);
  const small = useLiveQuery(async () => {
    const [assessments, goals, summary] = await Promise.all([
      db.assessments.where('userId').equals(userId).toArray(),
      db.goals.where('userId').equals(userId).toArray(),
      db.summaries.get(userId),
    ]);
    return { assessments, goals, summary };
  }, [userId]);
  const { name = '', timezone, createdAt } = user ?? {};

  return useMemo(() => {
    if (!userId || !checkins || !small) return null;
    const facts = buildMemberFacts({ id: userId, name, timezone, createdAt }, { checkins, ...small });
    const known = small.summary?.dashboard.user.id === userId ? small.summary.dashboard.assessment : null;
    const pgsiScores =
      known && known.pgsiScore !== null ? [{ completedAt: known.completedAt, score: known.pgsiScore }] : [];
    return computeInsights(facts, new Date(), { pgsiScores });
  }, [userId, name, timezone, createdAt, checkins, small]);
}

const noSubscription = () => () => {};
const noSnapshot = () => undefined;
