import type { EntityManager } from '@mikro-orm/knex';
import type { DashboardDto } from '../../../shared/api-types';
import { toDashboardDto } from '../../../shared/domain/dto';
import { computeProgress } from '../../../shared/domain/progress';
import type { Progress } from '../../../shared/domain/types';
import type { User } from '../users/user.entity';
import { loadMemberFacts, type StoredFacts } from './member-facts';

export interface MemberView {
  facts: StoredFacts;
  progress: Progress;
  now: Date;
}

/**
 * A member's facts and numbers as of now, for the read routes. Streaks and savings grow with
 * time, so reads compute from the facts (a few milliseconds for ten years of check-ins) rather
 * than serve the snapshot, which is a write-time copy for community-wide sums.
 */
export async function viewMember(em: EntityManager, member: User, now = new Date()): Promise<MemberView> {
  const facts = await loadMemberFacts(em, member);
  return { facts, progress: computeProgress(facts, now), now };
}

export const dashboardOf = (member: User, view: MemberView): DashboardDto =>
  toDashboardDto({ user: member, facts: view.facts, progress: view.progress, now: view.now });
