import type { EntityManager } from '@mikro-orm/knex';
import type { MemberFacts } from '../../../shared/domain/types';
import { findMemberAssessments, toAssessment } from '../assessment/assessment.repository';
import { findMemberCheckins, type StoredCheckin } from '../checkins/checkin.repository';
import { findMemberGoals, toGoal } from '../goals/goal.repository';
import { findMemberMedals } from '../medals/medal.repository';
import type { User } from '../users/user.entity';
import type { CachedFacts } from './facts-cache';

/** The facts as stored: check-ins keep their owner and sync version. */
export type StoredFacts = Omit<MemberFacts, 'checkins'> & { checkins: StoredCheckin[] };

/**
 * The member's stored facts, in four queries. Check-ins are read without entity hydration:
 * ten years of daily check-ins are 3,650 rows.
 */
export async function loadStoredFacts(em: EntityManager, userId: string): Promise<CachedFacts> {
  // One after the other: inside a transaction they share one connection, which runs one
  // query at a time anyway (node-postgres warns about queued queries).
  const assessments = await findMemberAssessments(em, userId);
  const goals = await findMemberGoals(em, userId);
  const checkins = await findMemberCheckins(em, userId);
  const medals = await findMemberMedals(em, userId);
  return { assessments: assessments.map(toAssessment), goals: goals.map(toGoal), checkins, medals };
}

/** The stored facts with the account's own: time zone and creation instant. */
export const withAccount = (user: User, stored: CachedFacts): StoredFacts => ({
  timezone: user.timezone,
  accountCreatedAt: user.createdAt.toISOString(),
  ...stored,
});

/** Everything the shared rules need about one member. */
export async function loadMemberFacts(em: EntityManager, user: User): Promise<StoredFacts> {
  return withAccount(user, await loadStoredFacts(em, user.id));
}
