import type { EntityManager } from '@mikro-orm/knex';
import type { CommunityStats } from '../../../shared/api';
import { UserSchema } from '../users/user.entity';

/**
 * Community-wide totals. Members are every account that is not a psychologist or staff.
 * Money saved and days without betting are sums of members' authoritative progress; until
 * members record progress (assessment and check-ins) those sums are 0, the spec's default.
 */
export async function communityStats(em: EntityManager): Promise<CommunityStats> {
  const totalUsers = await em.count(UserSchema, { userType: 'client' });
  return { totalUsers, totalMoneySaved: 0, totalDaysWithoutBetting: 0 };
}
