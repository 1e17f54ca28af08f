import { type SqlDb, sqlDate, toMillis } from '../../db/sql';

/**
 * The `analytics_rollup_state` row (id 1): how far the admin analytics rollup has counted, the
 * member numbers it has handed out, and the claim of the instance running a round.
 */
export interface RollupState {
  /** Everything that arrived up to this instant is counted (epoch 0: nothing yet). */
  watermark: Date;
  membersIssued: number;
  /**
   * Where the medal counts stand (analytics-day-medals.ts): null before their first count; after
   * it, the last chunk's end, as the watermark.
   */
  medalsWatermark: Date | null;
}

/**
 * The state row, or null before the first round. `lock` (PostgreSQL) takes the row's lock for
 * the caller's transaction, the lock a chunk takes as its first statement.
 */
export async function readRollupState(
  db: Pick<SqlDb, 'rows' | 'sqlite'>,
  lock = false,
): Promise<RollupState | null> {
  const [row] = await db.rows<{ watermark: unknown; members_issued: unknown; medals_watermark: unknown }>(
    `select watermark, members_issued, medals_watermark from analytics_rollup_state where id = 1${
      lock && !db.sqlite ? ' for update' : ''
    }`,
    [],
  );
  if (!row) return null;
  const medals = row.medals_watermark;
  return {
    watermark: new Date(toMillis(row.watermark)),
    membersIssued: Number(row.members_issued),
    medalsWatermark: medals === null || medals === undefined ? null : new Date(toMillis(medals)),
  };
}

/**
 * Claims the next round for `token` until `until`, where no live claim holds it (creating the row
 * on the first round). Answers whether this caller won. Two instances cannot both win: on
 * PostgreSQL the second UPDATE waits for the first's row lock and then finds a live claim;
 * SQLite has one writer.
 */
export async function claimRollupRound(db: SqlDb, token: string, now: Date, until: Date): Promise<boolean> {
  await db.run(
    `insert into analytics_rollup_state (id, watermark, members_issued, claimed_by, claimed_until)
     values (1, ?, 0, null, null) on conflict (id) do nothing`,
    [sqlDate(db, new Date(0))],
  );
  const won = await db.run(
    `update analytics_rollup_state set claimed_by = ?, claimed_until = ?
      where id = 1 and (claimed_until is null or claimed_until <= ?)`,
    [token, sqlDate(db, until), sqlDate(db, now)],
  );
  return won > 0;
}

/**
 * The first statement of a chunk's transaction: moves the watermark from `from` to `to` (and
 * renews the claim) only if it is still at `from`. On PostgreSQL this also takes the row's lock,
 * so a second chunk of the same window waits, then finds the watermark moved and changes
 * nothing: whatever the claims did, a window is counted once.
 */
export async function advanceWatermark(
  db: SqlDb,
  from: Date,
  to: Date,
  claim: { token: string; until: Date },
): Promise<boolean> {
  const moved = await db.run(
    `update analytics_rollup_state set watermark = ?, claimed_by = ?, claimed_until = ?
      where id = 1 and watermark = ?`,
    [sqlDate(db, to), claim.token, sqlDate(db, claim.until), sqlDate(db, from)],
  );
  return moved > 0;
}

export async function recordMedalsCounted(db: SqlDb, upTo: Date): Promise<void> {
  await db.run('update analytics_rollup_state set medals_watermark = ? where id = 1', [sqlDate(db, upTo)]);
}

export async function recordMembersIssued(db: SqlDb, issued: number): Promise<void> {
  await db.run('update analytics_rollup_state set members_issued = ? where id = 1', [issued]);
}

/** Ends `token`'s claim, so the next round need not wait for it to run out. */
export async function releaseRollupClaim(db: SqlDb, token: string): Promise<void> {
  await db.run(
    'update analytics_rollup_state set claimed_by = null, claimed_until = null where id = 1 and claimed_by = ?',
    [token],
  );
}

/**
 * Forgets everything counted, so the next round recounts from the first record: for a database
 * filled with past records after the rollup had passed them (demo:seed-scale). A deleted
 * account's activity, counted before, is lost with it. A chunk running meanwhile finds the
 * watermark moved and changes nothing.
 */
export async function resetRollup(db: SqlDb): Promise<void> {
  const tables = [
    'analytics_day_members',
    'analytics_day_accesses',
    'analytics_day_checkins',
    'analytics_day_medals',
  ];
  for (const table of [...tables, 'analytics_member_numbers']) await db.run(`delete from ${table}`, []);
  await db.run(
    'update analytics_rollup_state set watermark = ?, members_issued = 0, medals_watermark = null where id = 1',
    [sqlDate(db, new Date(0))],
  );
}
