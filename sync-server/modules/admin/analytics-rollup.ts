import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import type { Orm } from '../../db/orm';
import { type SqlDb, transaction, withConnection } from '../../db/sql';
import type { Deps } from '../../deps';
import { type RepeatingJob, startRepeatingJob } from '../../jobs/fan-out';
import { addArrivedMedals } from './analytics-day-medals';
import { DayMemberChanges } from './analytics-day-members';
import {
  type ActivityFilter,
  addArrivedAccesses,
  addArrivedCheckins,
  daySegmentBits,
  nextArrival,
  numberNewMembers,
  roleChangesArrived,
} from './analytics-rollup-sql';
import {
  advanceWatermark,
  claimRollupRound,
  readRollupState,
  recordMedalsCounted,
  recordMembersIssued,
  releaseRollupClaim,
  resetRollup,
} from './analytics-rollup-state';

/**
 * The admin analytics rollup (issue 18; docs/architecture.md, "Admin analytics in SQL"): per São
 * Paulo day, the bitmap of the members active that day and its count, the accesses by platform
 * and type, the check-ins and relapses about that day, and the medals earned that day with the
 * congratulations sent for them (analytics-day-medals.ts), kept from what ARRIVED since a
 * watermark. A day never closes: a check-in
 * synced a week late or a batched event dated 20 days back arrives now, and its day is updated
 * now.
 *
 * A round (every ANALYTICS_ROLLUP_INTERVAL_SECONDS on every instance) is claimed by one instance
 * and counts the arrivals in (watermark, now − lag], a chunk of at most `chunkMs` of arrivals per
 * transaction (so a first run over a big database is bounded in memory). Each chunk's first
 * statement moves the watermark on only if it is still where the chunk began: whatever happens
 * to claims (an instance stalled past its lease), a window is counted once.
 *
 * The lag: a record's arrival instant is stamped by the application (or the transaction) before
 * its transaction commits, so a record can become visible after a later-stamped one. The rollup
 * assumes no write commits more than `lagMs` after the instant it stamped (60 s by default; a
 * check-in push or an event batch is one short transaction). A record committed later than that
 * is never counted.
 */

export const DEFAULT_ROLLUP_LAG_MS = 60_000;
/** One day of arrivals per transaction. */
export const DEFAULT_CHUNK_MS = 86_400_000;
/** Memory for the sorts and hashes of one chunk on PostgreSQL (its default is 4 MB). */
const ROLLUP_WORK_MEM = '64MB';
/** A round's claim lasts this long, renewed by each chunk; then another instance may take over. */
const LEASE_MS = 5 * 60_000;

export interface RollupOptions {
  /** How long after its stamped instant a record may still commit (see above). */
  lagMs: number;
  chunkMs?: number;
  /** The clock (tests set it). */
  now?: () => Date;
  signal?: AbortSignal;
}

export interface RollupRound {
  /** False when another instance holds the round. */
  claimed: boolean;
  /** Chunks this round counted. */
  chunks: number;
  /** Everything that arrived up to this instant is counted (null: nothing yet). */
  countedTo: Date | null;
}

/** One round: claim, count the arrivals chunk by chunk up to now − lag, release. */
export async function runAnalyticsRollupRound(
  em: EntityManager,
  options: RollupOptions,
): Promise<RollupRound> {
  const clock = options.now ?? (() => new Date());
  const chunkMs = options.chunkMs ?? DEFAULT_CHUNK_MS;
  const token = randomUUID();
  const started = clock();
  const target = new Date(started.getTime() - options.lagMs);
  const claimed = await transaction(em, (db) =>
    claimRollupRound(db, token, started, new Date(started.getTime() + LEASE_MS)),
  );
  if (!claimed) return { claimed: false, chunks: 0, countedTo: await countedTo(em) };
  let chunks = 0;
  try {
    for (;;) {
      if (options.signal?.aborted) break;
      const state = await withConnection(em, readRollupState);
      if (!state || state.watermark >= target) break;
      const from = state.watermark;
      const upTo = await withConnection(em, (db) => chunkEnd(db, from, target, chunkMs));
      const counted = await transaction(em, (db) =>
        countChunk(db, from, upTo, { token, until: new Date(clock().getTime() + LEASE_MS) }),
      );
      // Another instance moved the watermark (our claim ran out meanwhile): it carries on.
      if (!counted) break;
      chunks++;
    }
  } finally {
    await transaction(em, (db) => releaseRollupClaim(db, token));
  }
  return { claimed: true, chunks, countedTo: await countedTo(em) };
}

/** The end of the chunk starting at `from`: `chunkMs` of arrivals after the next one, at most `target`. */
async function chunkEnd(db: SqlDb, from: Date, target: Date, chunkMs: number): Promise<Date> {
  const next = await nextArrival(db, from);
  if (!next || next > target) return target;
  // Starts at the next arrival, so a stretch with no arrivals (the first run's past) costs nothing.
  return new Date(Math.min(target.getTime(), next.getTime() - 1 + chunkMs));
}

/**
 * Counts the arrivals in (from, upTo] in the caller's transaction; false (and nothing written)
 * when the watermark is no longer at `from`.
 */
async function countChunk(
  db: SqlDb,
  from: Date,
  upTo: Date,
  claim: { token: string; until: Date },
): Promise<boolean> {
  if (!(await advanceWatermark(db, from, upTo, claim))) return false;
  // PostgreSQL's default 4 MB made a day of a million members' arrivals (half a million distinct
  // member-days) spill its hash aggregate to disk over and over: 5.5 minutes a chunk instead of
  // 2.6 s (docs/capacity.md). For this transaction only; one round runs at a time in the cluster.
  if (!db.sqlite) await db.run(`set local work_mem = '${ROLLUP_WORK_MEM}'`, []);
  // Read under the row's lock (PostgreSQL) or the write lock (SQLite): nobody else issues meanwhile.
  const state = (await readRollupState(db))!;
  const membersIssued = state.membersIssued;
  let issued = membersIssued;
  const changes = new DayMemberChanges();
  const arrived: ActivityFilter = { arrivedAfter: from, upTo };
  issued += await numberNewMembers(db, arrived, issued);
  changes.add(await daySegmentBits(db, arrived, true), 'set');
  await addArrivedAccesses(db, from, upTo);
  await addArrivedCheckins(db, from, upTo);
  // The medal counts have their own mark: null after the migration that added them, whose first
  // chunk counts every award and sent mark up to here; the same window as the rest after that.
  await addArrivedMedals(db, state.medalsWatermark, upTo);
  await recordMedalsCounted(db, upTo);
  // An account made a member (or staff) by users:role: its whole history counts (or stops
  // counting), as the figures always judged activity by the account's role now.
  const changedRoles = await roleChangesArrived(db, from, upTo);
  const members = changedRoles.filter((a) => a.member).map((a) => a.id);
  const others = changedRoles.filter((a) => !a.member).map((a) => a.id);
  if (members.length > 0) {
    issued += await numberNewMembers(db, { accounts: members }, issued);
    changes.add(await daySegmentBits(db, { accounts: members }, true), 'set');
  }
  if (others.length > 0) changes.add(await daySegmentBits(db, { accounts: others }, false), 'clear');
  await changes.write(db);
  if (issued !== membersIssued) await recordMembersIssued(db, issued);
  return true;
}

/** The instant the activity figures are complete to, or null before the first chunk. */
export async function countedTo(em: EntityManager): Promise<Date | null> {
  const state = await withConnection(em, readRollupState);
  return state && state.watermark.getTime() > 0 ? state.watermark : null;
}

/** Forgets what was counted and counts everything again (demo:seed-scale, after writing history). */
export async function rebuildAnalyticsRollup(
  em: EntityManager,
  options: RollupOptions,
): Promise<RollupRound> {
  await transaction(em, resetRollup);
  for (;;) {
    const round = await runAnalyticsRollupRound(em, options);
    if (round.claimed) return round;
    // A round under way elsewhere; its chunks will find the watermark moved and stop.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The schedule every instance runs (main.ts): a round now and every interval; one instance wins each. */
export function startAnalyticsRollupJob(deps: Pick<Deps, 'orm' | 'config'>): RepeatingJob {
  const { intervalSeconds, lagSeconds } = deps.config.analyticsRollup;
  return startRepeatingJob('analytics-rollup', intervalSeconds * 1000, (signal) =>
    runAnalyticsRollupRound(emOf(deps.orm), { lagMs: lagSeconds * 1000, signal }),
  );
}

const emOf = (orm: Orm) => orm.em.fork() as EntityManager;
