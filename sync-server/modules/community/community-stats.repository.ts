import { type SqlDb, sqlDate, toMillis } from '../../db/sql';

/**
 * The `community_stats` row (issue 18): the community figures and when they were last claimed
 * for a refresh. Plain driver statements (db/sql.ts), so the same text runs on SQLite and
 * PostgreSQL.
 */
export interface CommunityStatsRow {
  members: number;
  moneySavedCents: number;
  daysWithoutBetting: number;
  /** Epoch milliseconds of the claim that computed these figures. */
  refreshedAt: number;
}

/** The shared row, or null before the first refresh. */
export async function readCommunityStatsRow(db: SqlDb): Promise<CommunityStatsRow | null> {
  const rows = await db.rows<Record<string, unknown>>(
    'select members, money_saved_cents, days_without_betting, refreshed_at from community_stats where id = 1',
    [],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    members: Number(row.members),
    moneySavedCents: Number(row.money_saved_cents),
    daysWithoutBetting: Number(row.days_without_betting),
    refreshedAt: toMillis(row.refreshed_at),
  };
}

/**
 * Claims the next refresh for the caller's transaction: moves `refreshed_at` to `now` where it is
 * at or before `staleAt`, or creates the row when there is none. Answers whether this caller won.
 * Two claims of one period cannot both win: on PostgreSQL the second waits for the first's row
 * lock and then finds `refreshed_at` recent (or the row already inserted); SQLite has one writer.
 */
export async function claimCommunityStatsRefresh(db: SqlDb, now: Date, staleAt: Date): Promise<boolean> {
  const moved = await db.run(
    'update community_stats set refreshed_at = ? where id = 1 and refreshed_at <= ?',
    [sqlDate(db, now), sqlDate(db, staleAt)],
  );
  if (moved > 0) return true;
  const created = await db.run(
    `insert into community_stats (id, members, money_saved_cents, days_without_betting, refreshed_at)
     values (1, 0, 0, 0, ?) on conflict (id) do nothing`,
    [sqlDate(db, now)],
  );
  return created > 0;
}

/**
 * Recounts the figures into the row in one set-based statement. The definition of the landing
 * page: members are the accounts of type 'client' (not psychologists, not staff); money saved and
 * days without betting add up those members' progress snapshots (one row per member at most),
 * 0 when nobody has recorded anything yet.
 */
export async function recountCommunityStats(db: SqlDb): Promise<void> {
  await db.run(
    `update community_stats set (members, money_saved_cents, days_without_betting) = (
       select count(*), coalesce(sum(p.money_saved_cents), 0), coalesce(sum(p.days_without_betting), 0)
       from users u left join user_progress p on p.user_id = u.id
       where u.user_type = 'client')
     where id = 1`,
    [],
  );
}
