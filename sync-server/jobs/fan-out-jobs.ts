import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import type { FanOutJobKind, FanOutJobStatus } from '../../shared/admin-api-types';
import type { Orm } from '../db/orm';
import { type SqlDb, sqlDate, toMillis, transaction, withConnection } from '../db/sql';
import { forEachBounded, type RepeatingJob, startRepeatingJob } from './fan-out';

/**
 * Fan-out jobs (issue 18, DESIGN.md §11 "Fan-out is a job"): a broadcast or the medal e-mails is
 * a row of `fan_out_jobs` with its recipients materialised at creation by one set-based
 * `INSERT ... SELECT`. Every instance runs rounds: it claims a batch of a job's unclaimed
 * recipients with one conditional UPDATE (a claim token and a lease; `FOR UPDATE SKIP LOCKED` on
 * PostgreSQL so instances take disjoint batches without waiting on each other; SQLite's single
 * writer makes the statement atomic there), sends with bounded concurrency, then records the
 * outcomes and bumps the job's counters in one transaction per batch.
 *
 * At most once: a recipient is claimed once and never given back after its send started. The
 * instance renews its claim's lease while it sends; a recipient whose lease ran out without an
 * outcome (its instance died, or stalled for a whole lease) is settled as `interrupted`, never re-sent: a push or e-mail that may already have gone out is
 * not sent again. A stopping instance gives back the recipients it claimed but had not started,
 * and rows never claimed are taken by any instance, so a restart loses only what was in flight.
 * A job is done when every recipient has an outcome.
 */

export type FanOutOutcome = 'sent' | 'removed' | 'failed' | 'skipped' | 'interrupted';
const OUTCOMES: readonly FanOutOutcome[] = ['sent', 'removed', 'failed', 'skipped', 'interrupted'];

export interface FanOutRecipient {
  id: string;
  userId: string;
  /** A push endpoint, or a medal key: what the job's kind sends to. */
  target: string;
}

export interface FanOutJobRow {
  id: string;
  kind: FanOutJobKind;
  status: FanOutJobStatus;
  audience: Record<string, string>;
  payload: Record<string, string>;
  createdBy: string | null;
  startedByName: string | null;
  total: number;
  sent: number;
  removed: number;
  failed: number;
  skipped: number;
  interrupted: number;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

/**
 * How one kind sends. `prepare` reads, set-based, what a claimed batch needs (keys, names) and
 * answers the sender of one recipient; a sender never throws for a delivery that failed (it
 * answers `failed`). A `prepare` that throws gives the whole batch back: nothing was sent.
 */
export interface FanOutKindHandler<Deps> {
  prepare(
    deps: Deps,
    em: EntityManager,
    job: FanOutJobRow,
    recipients: FanOutRecipient[],
    now: Date,
  ): Promise<(recipient: FanOutRecipient) => Promise<FanOutOutcome>>;
}

export interface FanOutSettings {
  /** Recipients one instance claims at a time. */
  batch: number;
  /** Sends one instance has in flight at once. */
  concurrency: number;
  /** How long a claim holds before an unsettled recipient counts as interrupted. */
  leaseMs: number;
  /** How often every instance looks for owed work. */
  intervalMs: number;
}

export const DEFAULT_FAN_OUT_SETTINGS: FanOutSettings = {
  batch: 200,
  concurrency: 20,
  leaseMs: 5 * 60_000,
  intervalMs: 2_000,
};

/**
 * The settings with the operator's overrides: `FAN_OUT_BATCH`, `FAN_OUT_CONCURRENCY`,
 * `FAN_OUT_LEASE_SECONDS`, `FAN_OUT_INTERVAL_MS` (positive integers; anything else keeps the default).
 */
export function fanOutSettingsFrom(env: Record<string, string | undefined>): FanOutSettings {
  const positive = (name: string, fallback: number, scale = 1) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value * scale : fallback;
  };
  const d = DEFAULT_FAN_OUT_SETTINGS;
  return {
    batch: positive('FAN_OUT_BATCH', d.batch),
    concurrency: positive('FAN_OUT_CONCURRENCY', d.concurrency),
    leaseMs: positive('FAN_OUT_LEASE_SECONDS', d.leaseMs, 1000),
    intervalMs: positive('FAN_OUT_INTERVAL_MS', d.intervalMs),
  };
}

// --- Creating and reading jobs ---------------------------------------------------------------

export interface NewFanOutJob {
  kind: FanOutJobKind;
  audience: Record<string, string>;
  payload: Record<string, string>;
  createdBy: string | null;
  /**
   * The recipients as one `SELECT user_id, target FROM ...` with `?` parameters: inserted in the
   * same statement, never read into JavaScript.
   */
  recipients: (db: SqlDb) => { select: string; params: unknown[] };
}

/** Records a job and its recipients in one transaction; answers its id. */
export async function createFanOutJob(
  em: EntityManager,
  job: NewFanOutJob,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await transaction(em, async (db) => {
    await db.run(
      `insert into fan_out_jobs (id, kind, audience, payload, created_by, status, created_at)
       values (?, ?, ?, ?, ?, 'queued', ?)`,
      [
        id,
        job.kind,
        JSON.stringify(job.audience),
        JSON.stringify(job.payload),
        job.createdBy,
        sqlDate(db, now),
      ],
    );
    const { select, params } = job.recipients(db);
    const total = await db.run(`insert into fan_out_recipients (job_id, user_id, target) ${select}`, [
      id,
      ...params,
    ]);
    await db.run('update fan_out_jobs set total = ? where id = ?', [total, id]);
  });
  return id;
}

interface JobSqlRow {
  id: string;
  kind: FanOutJobKind;
  status: FanOutJobStatus;
  audience: string;
  payload: string;
  created_by: string | null;
  started_by_name: string | null;
  total: unknown;
  sent: unknown;
  removed: unknown;
  failed: unknown;
  skipped: unknown;
  interrupted: unknown;
  created_at: unknown;
  started_at: unknown;
  finished_at: unknown;
}

const JOB_SELECT = `select j.*, u.name as started_by_name from fan_out_jobs j
  left join users u on u.id = j.created_by`;

const maybeMillis = (value: unknown) => (value === null || value === undefined ? null : toMillis(value));

function jobOf(row: JobSqlRow): FanOutJobRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    audience: JSON.parse(row.audience),
    payload: JSON.parse(row.payload),
    createdBy: row.created_by,
    startedByName: row.started_by_name,
    total: Number(row.total),
    sent: Number(row.sent),
    removed: Number(row.removed),
    failed: Number(row.failed),
    skipped: Number(row.skipped),
    interrupted: Number(row.interrupted),
    createdAt: toMillis(row.created_at),
    startedAt: maybeMillis(row.started_at),
    finishedAt: maybeMillis(row.finished_at),
  };
}

export async function readFanOutJob(em: EntityManager, id: string): Promise<FanOutJobRow | null> {
  const [row] = await withConnection(em, (db) => db.rows<JobSqlRow>(`${JOB_SELECT} where j.id = ?`, [id]));
  return row ? jobOf(row) : null;
}

/** The most recent jobs first (through the created_at index), optionally of one kind. */
export async function recentFanOutJobs(
  em: EntityManager,
  options: { kind?: FanOutJobKind; limit?: number } = {},
): Promise<FanOutJobRow[]> {
  const limit = options.limit ?? 20;
  const rows = await withConnection(em, (db) =>
    options.kind
      ? db.rows<JobSqlRow>(`${JOB_SELECT} where j.kind = ? order by j.created_at desc, j.id limit ?`, [
          options.kind,
          limit,
        ])
      : db.rows<JobSqlRow>(`${JOB_SELECT} order by j.created_at desc, j.id limit ?`, [limit]),
  );
  return rows.map(jobOf);
}

// --- Running jobs ----------------------------------------------------------------------------

/** Jobs still owed work, oldest first. */
async function owedJobs(em: EntityManager): Promise<FanOutJobRow[]> {
  const rows = await withConnection(em, (db) =>
    db.rows<JobSqlRow>(
      `${JOB_SELECT} where j.status in ('queued', 'running') order by j.created_at, j.id limit 20`,
      [],
    ),
  );
  return rows.map(jobOf);
}

/** Settles as interrupted the recipients whose claim ran out without an outcome. */
async function settleExpiredClaims(em: EntityManager, jobId: string, now: Date): Promise<number> {
  return transaction(em, async (db) => {
    const n = await db.run(
      `update fan_out_recipients set outcome = 'interrupted'
        where job_id = ? and outcome is null and claim_token is not null and lease_until < ?`,
      [jobId, sqlDate(db, now)],
    );
    if (n > 0) await db.run('update fan_out_jobs set interrupted = interrupted + ? where id = ?', [n, jobId]);
    return n;
  });
}

/** Claims up to `batch` unclaimed recipients of a job for this round; answers them. */
async function claimRecipients(
  em: EntityManager,
  jobId: string,
  token: string,
  settings: FanOutSettings,
  now: Date,
): Promise<FanOutRecipient[]> {
  return withConnection(em, async (db) => {
    const lockFree = db.sqlite ? '' : ' for update skip locked';
    const claimed = await db.run(
      `update fan_out_recipients set claim_token = ?, lease_until = ?
        where id in (select id from fan_out_recipients
                      where job_id = ? and claim_token is null order by id limit ?${lockFree})`,
      [token, sqlDate(db, new Date(now.getTime() + settings.leaseMs)), jobId, settings.batch],
    );
    if (claimed === 0) return [];
    await db.run(
      `update fan_out_jobs set status = 'running', started_at = ? where id = ? and status = 'queued'`,
      [sqlDate(db, now), jobId],
    );
    const rows = await db.rows<{ id: unknown; user_id: string; target: string }>(
      'select id, user_id, target from fan_out_recipients where job_id = ? and claim_token = ? order by id',
      [jobId, token],
    );
    return rows.map((r) => ({ id: String(r.id), userId: r.user_id, target: r.target }));
  });
}

/**
 * Records a batch's outcomes and adds them to the job's counters in one transaction. Only rows
 * still held by this claim and without an outcome are counted, so a recipient settled as
 * interrupted meanwhile is never counted twice.
 */
async function recordOutcomes(
  em: EntityManager,
  jobId: string,
  token: string,
  outcomes: Map<FanOutOutcome, string[]>,
): Promise<void> {
  if (outcomes.size === 0) return;
  await transaction(em, async (db) => {
    const counts = new Map<FanOutOutcome, number>();
    for (const [outcome, ids] of outcomes) {
      counts.set(
        outcome,
        await db.run(
          `update fan_out_recipients set outcome = ?
            where job_id = ? and claim_token = ? and outcome is null and id in (${ids.map(() => '?').join(', ')})`,
          [outcome, jobId, token, ...ids],
        ),
      );
    }
    const set = OUTCOMES.map((o) => `${o} = ${o} + ?`).join(', ');
    await db.run(`update fan_out_jobs set ${set} where id = ?`, [
      ...OUTCOMES.map((o) => counts.get(o) ?? 0),
      jobId,
    ]);
  });
}

/** Pushes the lease of this claim's unsettled recipients one `leaseMs` further. */
async function renewLease(em: EntityManager, jobId: string, token: string, settings: FanOutSettings) {
  await withConnection(em, (db) =>
    db.run(
      `update fan_out_recipients set lease_until = ?
        where job_id = ? and claim_token = ? and outcome is null`,
      [sqlDate(db, new Date(Date.now() + settings.leaseMs)), jobId, token],
    ),
  );
}

/** Gives back claimed recipients whose send never started. */
async function releaseRecipients(em: EntityManager, jobId: string, token: string, ids: string[]) {
  if (ids.length === 0) return;
  await withConnection(em, (db) =>
    db.run(
      `update fan_out_recipients set claim_token = null, lease_until = null
        where job_id = ? and claim_token = ? and outcome is null and id in (${ids.map(() => '?').join(', ')})`,
      [jobId, token, ...ids],
    ),
  );
}

/**
 * Closes a job once no recipient is left without an outcome: `failed` when nothing reached
 * anyone and something failed, else `done`. Rows an account deletion took before their outcome
 * count as skipped, so the counts always add up to the total.
 */
async function finishIfSettled(em: EntityManager, jobId: string, now: Date): Promise<boolean> {
  const closed = await withConnection(em, (db) =>
    db.run(
      `update fan_out_jobs
          set status = case when sent = 0 and removed = 0 and failed > 0 then 'failed' else 'done' end,
              skipped = total - sent - removed - failed - interrupted,
              started_at = coalesce(started_at, ?),
              finished_at = ?
        where id = ? and status in ('queued', 'running')
          and not exists (select 1 from fan_out_recipients r where r.job_id = ? and r.outcome is null)`,
      [sqlDate(db, now), sqlDate(db, now), jobId, jobId],
    ),
  );
  return closed === 1;
}

export interface FanOutRunDeps {
  orm: Orm;
}

/**
 * One round on this instance: for each job still owed work, oldest first, settles expired
 * claims, then claims, sends and records batch after batch until the job has nothing left to
 * claim (or `signal` asks to stop), and closes it when every recipient has an outcome.
 */
export async function runFanOutJobs<Deps extends FanOutRunDeps>(
  deps: Deps,
  handlers: Record<FanOutJobKind, FanOutKindHandler<Deps>>,
  settings: FanOutSettings,
  clock: () => Date = () => new Date(),
  signal?: AbortSignal,
): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  for (const job of await owedJobs(em)) {
    if (signal?.aborted) return;
    await settleExpiredClaims(em, job.id, clock());
    for (;;) {
      if (signal?.aborted) return;
      const token = randomUUID();
      const recipients = await claimRecipients(em, job.id, token, settings, clock());
      if (recipients.length === 0) break;
      await sendBatch(deps, em, handlers[job.kind], job, token, recipients, settings, clock(), signal);
    }
    await finishIfSettled(em, job.id, clock());
  }
}

async function sendBatch<Deps extends FanOutRunDeps>(
  deps: Deps,
  em: EntityManager,
  handler: FanOutKindHandler<Deps>,
  job: FanOutJobRow,
  token: string,
  recipients: FanOutRecipient[],
  settings: FanOutSettings,
  now: Date,
  signal?: AbortSignal,
): Promise<void> {
  let send: (recipient: FanOutRecipient) => Promise<FanOutOutcome>;
  try {
    send = await handler.prepare(deps, em, job, recipients, now);
  } catch (err) {
    await releaseRecipients(
      em,
      job.id,
      token,
      recipients.map((r) => r.id),
    ).catch(() => undefined);
    throw err;
  }
  const outcomes = new Map<FanOutOutcome, string[]>();
  // While this instance is alive its claim is renewed: only a dead or stalled instance's lease runs out.
  const renewal = setInterval(
    () => void renewLease(em, job.id, token, settings).catch(() => undefined),
    Math.max(100, Math.floor(settings.leaseMs / 3)),
  );
  let unstarted: FanOutRecipient[];
  try {
    unstarted = await forEachBounded(
      recipients,
      settings.concurrency,
      async (recipient) => {
        const outcome = await send(recipient).catch(() => 'failed' as const);
        outcomes.set(outcome, [...(outcomes.get(outcome) ?? []), recipient.id]);
      },
      signal,
    );
  } finally {
    clearInterval(renewal);
  }
  await recordOutcomes(em, job.id, token, outcomes);
  await releaseRecipients(
    em,
    job.id,
    token,
    unstarted.map((r) => r.id),
  );
}

/** Every instance runs this (main.ts): a round now and every `intervalMs`. */
export function startFanOutJobs<Deps extends FanOutRunDeps>(
  deps: Deps,
  handlers: Record<FanOutJobKind, FanOutKindHandler<Deps>>,
  settings: FanOutSettings = DEFAULT_FAN_OUT_SETTINGS,
  clock: () => Date = () => new Date(),
): RepeatingJob {
  return startRepeatingJob('fan-out jobs', settings.intervalMs, (signal) =>
    runFanOutJobs(deps, handlers, settings, clock, signal),
  );
}
