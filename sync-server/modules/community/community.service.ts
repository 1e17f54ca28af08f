import type { EntityManager } from '@mikro-orm/knex';
import type { CommunityStats } from '../../../shared/api';
import { centsToReais } from '../../../shared/domain/money';
import { sumMemberProgress } from '../progress/user-progress.repository';
import { UserSchema } from '../users/user.entity';

/**
 * Community-wide totals. Members are every account that is not a psychologist or staff.
 * Money saved (reais) and days without betting (the sum of current streaks) add up the members'
 * progress snapshots, taken at their latest write; 0 when nobody has recorded anything yet.
 */
export async function communityStats(em: EntityManager): Promise<CommunityStats> {
  const [totalUsers, sums] = await Promise.all([
    em.count(UserSchema, { userType: 'client' }),
    sumMemberProgress(em),
  ]);
  return {
    totalUsers,
    totalMoneySaved: centsToReais(sums.moneySavedCents),
    totalDaysWithoutBetting: sums.daysWithoutBetting,
  };
}
