import type { EntityManager } from '@mikro-orm/knex';
import type { AwardedMedal } from '../../../shared/domain/types';
import { chunked, type SqlDb, sqlDate, valuesList } from '../../db/sql';

interface MedalDbRow {
  medal_key: string;
  earned_at: number | string | Date;
}

/** The medals a member holds. */
export async function findMemberMedals(em: EntityManager, userId: string): Promise<AwardedMedal[]> {
  const rows = await em.execute<MedalDbRow[]>(
    'select medal_key, earned_at from medal_awards where user_id = ?',
    [userId],
    'all',
  );
  return rows.map((r) => ({ key: r.medal_key, earnedAt: new Date(r.earned_at).toISOString() }));
}

/**
 * Gives the member the medals in `keys` they do not hold yet and answers those, as awarded.
 * Earned once: an existing award keeps its date (insert-or-ignore, safe on PostgreSQL).
 */
export async function awardMedals(
  em: EntityManager,
  userId: string,
  held: AwardedMedal[],
  keys: string[],
  now: Date,
): Promise<AwardedMedal[]> {
  const heldKeys = new Set(held.map((m) => m.key));
  const missing = [...new Set(keys)].filter((key) => !heldKeys.has(key));
  if (!missing.length) return [];
  const earnedAt = em.getPlatform().processDateProperty(now);
  await em.execute(
    `insert into medal_awards (user_id, medal_key, earned_at) values ${missing.map(() => '(?, ?, ?)').join(', ')}
     on conflict (user_id, medal_key) do nothing`,
    missing.flatMap((key) => [userId, key, earnedAt]),
    'run',
  );
  return missing.map((key) => ({ key, earnedAt: now.toISOString() }));
}

/**
 * Inserts medal awards of any members in one statement, run with the commit (SqlDb.atCommit); an
 * award already held keeps its date.
 */
export function insertMedalAwards(
  db: SqlDb,
  awards: { userId: string; key: string; earnedAt: Date }[],
): void {
  for (const chunk of chunked(awards, 500)) {
    db.atCommit(
      `insert into medal_awards (user_id, medal_key, earned_at) values ${valuesList(chunk.length, 3)} on conflict (user_id, medal_key) do nothing`,
      chunk.flatMap((a) => [a.userId, a.key, sqlDate(db, a.earnedAt)]),
    );
  }
}
