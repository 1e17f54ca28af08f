import type { EntityManager } from '@mikro-orm/knex';
import type { Progress } from '../../../shared/domain/types';

/** The member's row as the write lock reads it. */
export interface LockedProgress {
  /** The sync version after reserving: the reserved versions are (version − reserve, version]. */
  version: number;
  snapshot: { moneySavedCents: number; currentStreak: number; bestStreak: number };
}

/**
 * Takes the member's write lock, reserves `reserve` sync versions and reads the snapshot, in
 * one statement. The upsert creates the row on first use and, on PostgreSQL, holds the row lock
 * until the transaction ends, so one member's writes are serialised across connections and
 * instances (SQLite serialises everything anyway: one connection). Call it first inside the
 * transaction.
 */
export async function lockMemberProgress(
  tx: EntityManager,
  userId: string,
  reserve: number,
  now: Date,
): Promise<LockedProgress> {
  const rows = await tx.execute<Record<string, number | string>[]>(
    `insert into user_progress (user_id, sync_version, money_saved_cents, days_without_betting,
       current_streak, best_streak, updated_at)
     values (?, ?, 0, 0, 0, 0, ?)
     on conflict (user_id) do update set sync_version = user_progress.sync_version + ?
     returning sync_version, money_saved_cents, current_streak, best_streak`,
    [userId, reserve, tx.getPlatform().processDateProperty(now), reserve],
    'all',
  );
  const row = rows[0] ?? {};
  return {
    version: Number(row.sync_version ?? 0),
    snapshot: {
      moneySavedCents: Number(row.money_saved_cents ?? 0),
      currentStreak: Number(row.current_streak ?? 0),
      bestStreak: Number(row.best_streak ?? 0),
    },
  };
}

/** Stores the member's version with the numbers computed at it (inside the same transaction). */
export async function saveSnapshot(
  tx: EntityManager,
  userId: string,
  version: number,
  progress: Progress,
  now: Date,
): Promise<void> {
  await tx.execute(
    `update user_progress set sync_version = ?, money_saved_cents = ?, days_without_betting = ?,
       current_streak = ?, best_streak = ?, updated_at = ?
     where user_id = ?`,
    [
      version,
      progress.moneySavedCents,
      progress.currentStreak,
      progress.currentStreak,
      progress.bestStreak,
      tx.getPlatform().processDateProperty(now),
      userId,
    ],
    'run',
  );
}

/** The member's current sync version; 0 before their first write. */
export async function currentVersion(em: EntityManager, userId: string): Promise<number> {
  const rows = await em.execute<{ sync_version: number | string }[]>(
    'select sync_version from user_progress where user_id = ?',
    [userId],
    'all',
  );
  return Number(rows[0]?.sync_version ?? 0);
}

/** Community-wide sums of the members' snapshots (psychologists and staff excluded). */
export async function sumMemberProgress(
  em: EntityManager,
): Promise<{ moneySavedCents: number; daysWithoutBetting: number }> {
  const rows = await em.execute<{ money: number | string | null; days: number | string | null }[]>(
    `select sum(p.money_saved_cents) as money, sum(p.days_without_betting) as days
     from user_progress p join users u on u.id = p.user_id
     where u.user_type = 'client'`,
    [],
    'all',
  );
  return { moneySavedCents: Number(rows[0]?.money ?? 0), daysWithoutBetting: Number(rows[0]?.days ?? 0) };
}
