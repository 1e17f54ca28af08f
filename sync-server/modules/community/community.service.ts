import type { CommunityStats } from '../../../shared/api';
import type { Deps } from '../../deps';
import { communityStatsAggregate } from './community-stats';

/**
 * Community-wide totals for the landing page. Members are every account that is not a
 * psychologist or staff; money saved (reais) and days without betting (the sum of current
 * streaks) add up the members' progress snapshots. Served from this instance's copy of the shared
 * aggregate, under a minute old (community-stats.ts).
 */
export function communityStats(deps: Pick<Deps, 'orm' | 'config'>): Promise<CommunityStats> {
  return communityStatsAggregate(deps).current();
}
