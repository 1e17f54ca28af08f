import type { EntityManager } from '@mikro-orm/knex';
import type { CommunityStats } from '../../../shared/api';
import { centsToReais } from '../../../shared/domain/money';
import type { Orm } from '../../db/orm';
import { transaction, withConnection } from '../../db/sql';
import type { Deps } from '../../deps';
import { type RepeatingJob, startRepeatingJob } from '../../jobs/fan-out';
import {
  type CommunityStatsRow,
  claimCommunityStatsRefresh,
  readCommunityStatsRow,
  recountCommunityStats,
} from './community-stats.repository';

/**
 * The landing page's community figures (issue 18), served from memory.
 *
 * Refreshed, not maintained: every instance re-reads the shared `community_stats` row every
 * `rereadMs` (15 s); when the row is `refreshMs` old (30 s) the first instance to claim it (one
 * conditional UPDATE on `refreshed_at`, in a transaction) recounts it with one set-based
 * statement. So N instances recount once per period, a request reads memory, and the figures a
 * request sees are at most refreshMs + 2 × rereadMs old (under a minute). A counter row kept up
 * to date by every check-in push would be one row every writer locks on PostgreSQL (the pushes
 * of all members would queue behind each other), and deletions, approvals and role changes would
 * each need their own correction; a recount costs one scan per period, whatever the traffic.
 */

/** How often every instance re-reads the shared row (at most half the refresh period). */
export const REREAD_MS = 15_000;

export interface CommunityStatsSync {
  /** This instance recounted the row in this sync (it won the claim). */
  refreshed: boolean;
  stats: CommunityStats;
  /** When the figures were claimed for their recount (epoch ms, the instance clock). */
  refreshedAt: number;
}

interface MemoryCopy {
  stats: CommunityStats;
  refreshedAt: number;
  readAt: number;
}

export class CommunityStatsAggregate {
  /** This instance's clock: tests set a fake one to drive the schedule. */
  now: () => Date = () => new Date();
  readonly rereadMs: number;
  private copy: MemoryCopy | null = null;
  private inFlight: Promise<CommunityStatsSync> | null = null;

  constructor(
    private readonly orm: Orm,
    readonly refreshMs: number,
  ) {
    this.rereadMs = Math.min(REREAD_MS, refreshMs / 2);
  }

  /**
   * What a request serves: the memory copy while the schedule keeps it young; otherwise (just
   * started, or no schedule) it waits for the one sync all waiting requests share.
   */
  async current(): Promise<CommunityStats> {
    const copy = this.copy;
    if (copy && this.now().getTime() - copy.readAt < 2 * this.rereadMs) return copy.stats;
    return (await this.sync()).stats;
  }

  /**
   * One round of the schedule: reads the shared row into memory, recounting it first when it is
   * missing or `refreshMs` old and this instance wins the claim. Concurrent calls share one sync.
   */
  sync(): Promise<CommunityStatsSync> {
    this.inFlight ??= this.syncOnce().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async syncOnce(): Promise<CommunityStatsSync> {
    const now = this.now();
    const staleAt = new Date(now.getTime() - this.refreshMs);
    const em = this.orm.em.fork() as EntityManager;
    let row = await withConnection(em, readCommunityStatsRow);
    let refreshed = false;
    if (!row || row.refreshedAt <= staleAt.getTime()) {
      ({ row, refreshed } = await transaction(em, async (db) => {
        const won = await claimCommunityStatsRefresh(db, now, staleAt);
        if (won) await recountCommunityStats(db);
        return { row: await readCommunityStatsRow(db), refreshed: won };
      }));
    }
    if (!row) throw new Error('community_stats has no row after its claim');
    const stats = toCommunityStats(row);
    this.copy = { stats, refreshedAt: row.refreshedAt, readAt: now.getTime() };
    return { refreshed, stats, refreshedAt: row.refreshedAt };
  }
}

function toCommunityStats(row: CommunityStatsRow): CommunityStats {
  return {
    totalUsers: row.members,
    totalMoneySaved: centsToReais(row.moneySavedCents),
    totalDaysWithoutBetting: row.daysWithoutBetting,
  };
}

/** One aggregate per app instance (per ORM), made on first use. */
const aggregates = new WeakMap<Orm, CommunityStatsAggregate>();

export function communityStatsAggregate(deps: Pick<Deps, 'orm' | 'config'>): CommunityStatsAggregate {
  let aggregate = aggregates.get(deps.orm);
  if (!aggregate) {
    aggregate = new CommunityStatsAggregate(deps.orm, deps.config.communityStatsRefreshSeconds * 1000);
    aggregates.set(deps.orm, aggregate);
  }
  return aggregate;
}

/** The schedule every instance runs (main.ts): a sync now and every `rereadMs` (at least 1 s). */
export function startCommunityStatsJob(deps: Pick<Deps, 'orm' | 'config'>): RepeatingJob {
  const aggregate = communityStatsAggregate(deps);
  return startRepeatingJob('community-stats', Math.max(1000, aggregate.rereadMs), () => aggregate.sync());
}
