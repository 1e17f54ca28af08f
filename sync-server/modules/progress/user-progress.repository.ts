import type { EntityManager } from '@mikro-orm/knex';
import type { Progress } from '../../../shared/domain/types';
import { chunked, type SqlDb, sqlDate, valuesList } from '../../db/sql';

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

// --- Group writes: several members in one statement (driver statements, db/sql.ts) -----------

/**
 * `lockMemberProgress` for several members at once: one multi-row upsert takes each member's lock
 * and reserves `reserve` versions for them, and answers each member's row by user id. Members are
 * locked in id order, so two groups (or a group and a single write) on PostgreSQL never wait for
 * each other in a cycle.
 */
export async function lockMembersProgress(
  db: SqlDb,
  members: { userId: string; reserve: number }[],
  now: Date,
): Promise<Map<string, LockedProgress>> {
  const sorted = [...members].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const locked = new Map<string, LockedProgress>();
  for (const chunk of chunked(sorted, 500)) {
    const rows = await db.rows<Record<string, number | string>>(
      `insert into user_progress (user_id, sync_version, money_saved_cents, days_without_betting, current_streak, best_streak, updated_at) values ${chunk.map(() => '(?, ?, 0, 0, 0, 0, ?)').join(', ')} on conflict (user_id) do update set sync_version = user_progress.sync_version + excluded.sync_version returning user_id, sync_version, money_saved_cents, current_streak, best_streak`,
      chunk.flatMap((m) => [m.userId, m.reserve, sqlDate(db, now)]),
    );
    for (const row of rows) {
      locked.set(String(row.user_id), {
        version: Number(row.sync_version ?? 0),
        snapshot: {
          moneySavedCents: Number(row.money_saved_cents ?? 0),
          currentStreak: Number(row.current_streak ?? 0),
          bestStreak: Number(row.best_streak ?? 0),
        },
      });
    }
  }
  return locked;
}

/**
 * `saveSnapshot` for several members in one statement (their rows exist: they are locked), run
 * with the transaction's commit (SqlDb.atCommit).
 */
export function saveSnapshots(
  db: SqlDb,
  snapshots: { userId: string; version: number; progress: Progress; now: Date }[],
): void {
  for (const chunk of chunked(snapshots, 500)) {
    db.atCommit(
      `insert into user_progress (user_id, sync_version, money_saved_cents, days_without_betting, current_streak, best_streak, updated_at) values ${valuesList(chunk.length, 7)} on conflict (user_id) do update set sync_version = excluded.sync_version, money_saved_cents = excluded.money_saved_cents, days_without_betting = excluded.days_without_betting, current_streak = excluded.current_streak, best_streak = excluded.best_streak, updated_at = excluded.updated_at`,
      chunk.flatMap((s) => [
        s.userId,
        s.version,
        s.progress.moneySavedCents,
        s.progress.currentStreak,
        s.progress.currentStreak,
        s.progress.bestStreak,
        sqlDate(db, s.now),
      ]),
    );
  }
}
