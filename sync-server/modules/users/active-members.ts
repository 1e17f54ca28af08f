import type { EntityManager } from '@mikro-orm/knex';
import { DAY_MS } from '../../../shared/domain/zoned';
import { type SqlDb, sqlDate, withConnection } from '../../db/sql';

/**
 * "Active in the last N days", as a condition on `users u`: the app reported an access
 * (users.last_access_at) or the server received a check-in from them (checkins.received_at) in
 * the window. A check-in synced late counts on the day it arrived. The one definition shared by
 * the CLI `stats` command and the admin notification segments; both read it in the database
 * through indexes, never the members into memory (issue 18).
 */
export function activeSince(db: SqlDb, since: Date): { sql: string; params: unknown[] } {
  const at = sqlDate(db, since);
  return {
    // NULL-safe ("never opened" is not active), so `not (…)` is exactly the inactive members.
    sql: `((u.last_access_at is not null and u.last_access_at >= ?) or exists (
      select 1 from checkins c where c.user_id = u.id and c.received_at >= ?))`,
    params: [at, at],
  };
}

/** The start of a window of `days` days ending at `now`. */
export const windowStart = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

/** How many members (client accounts) were active in the last `days` days. */
export function countActiveMembers(em: EntityManager, days: number, now = new Date()): Promise<number> {
  return withConnection(em, async (db) => {
    const active = activeSince(db, windowStart(days, now));
    const [row] = await db.rows<{ n: unknown }>(
      `select count(*) as n from users u where u.user_type = 'client' and ${active.sql}`,
      active.params,
    );
    return Number(row?.n ?? 0);
  });
}
