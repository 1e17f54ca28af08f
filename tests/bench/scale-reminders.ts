/**
 * Issue 18, part 3: N reminders due at one minute, delivered to a stand-in push service that
 * answers every message after PUSH_LATENCY_MS (tests/helpers/push-test-server.ts), by one and by
 * three scheduler instances. Each instance is its own process (scale-reminders-instance.ts), so
 * their CPU is as separate as the machine allows; they share one PostgreSQL database, a copy
 * (CREATE DATABASE … TEMPLATE) of the seeded `virada_scale_<members>` (scale-db.ts), dropped at
 * the end, so the seeded one keeps its state for the other parts.
 *
 * Before each run one UPDATE makes BENCH_SCALE_REMINDERS reminders (default 10,000, at most the
 * members) due at the same São Paulo minute and the others not due today, and one UPDATE points
 * every seeded subscription at the stand-in. Printed: the time from the tick's start to the last
 * delivery, the rate, duplicates (a path that got two messages; must be 0) and the CPU per
 * message. The goal is 300,000 within 5 minutes with three instances.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { localDateOf, zoneOffsetMs } from '../../shared/domain/zoned';
import { DEFAULT_SCALE_PUSH_ENDPOINT } from '../../sync-server/cli/commands/demo-seed-scale';
import { initORM } from '../../sync-server/db/orm';
import { startPushTestServer } from '../helpers/push-test-server';
import { scaleDatabase, scaleMembers } from './scale-db';

export const PUSH_LATENCY_MS = 100;
const ZONE = 'America/Sao_Paulo';

export interface ReminderRun {
  instances: number;
  due: number;
  delivered: number;
  duplicates: number;
  failed: number;
  ms: number;
  perSecond: number;
  /** Scheduler processes' CPU per delivered message (all instances together). */
  cpuPerMessageMs: number;
}

export interface ScaleRemindersResult {
  members: number;
  due: number;
  latencyMs: number;
  runs: ReminderRun[];
}

interface PgClient {
  connect(): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as {
  Client: new (o: { connectionString: string }) => PgClient;
};
async function connect(url: string): Promise<PgClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const dueCount = (members: number) => {
  const n = Number(process.env.BENCH_SCALE_REMINDERS ?? 10_000);
  if (!Number.isInteger(n) || n < 1) throw new Error('BENCH_SCALE_REMINDERS must be a positive integer');
  return Math.min(n, members);
};

/** 'HH:mm' of an instant in the zone. */
function clockOf(ms: number, zone: string): string {
  const local = new Date(ms + zoneOffsetMs(ms, zone));
  return local.toISOString().slice(11, 16);
}

/**
 * `due` reminders due at `at` (time = its São Paulo minute), the rest tomorrow; the seeded
 * endpoints (`<from>/<n>`) moved to `<to>/<n>` on the stand-in, so each run has its own paths.
 */
async function prepare(db: PgClient, due: number, at: number, endpoints: { from: string; to: string }) {
  const time = clockOf(at, ZONE);
  await db.query(`update reminder_settings set enabled = true, last_sent_date = null, next_due_at = $1`, [
    new Date(at + 86_400_000),
  ]);
  await db.query(
    `update reminder_settings set time = $1, next_due_at = $2, last_sent_date = $3
      where user_id in (select user_id from reminder_settings order by user_id limit $4)`,
    [time, new Date(at - 60_000 + 1), localDateOf(at - 86_400_000, ZONE), due],
  );
  await moveEndpoints(db, endpoints.from, endpoints.to);
  await db.query('analyze reminder_settings');
}

const moveEndpoints = (db: PgClient, from: string, to: string) =>
  db.query(
    `update push_subscriptions set endpoint = $2 || substr(endpoint, length($1) + 1) where starts_with(endpoint, $1)`,
    [from, to],
  );

const INSTANCE = fileURLToPath(new URL('./scale-reminders-instance.ts', import.meta.url));

interface InstanceAnswer {
  reminded: number;
  sent: number;
  failed: number;
  ms: number;
  cpuMs: number;
}

/** Starts `n` instance processes, waits until each is ready, then starts their ticks together. */
async function runInstances(
  url: string,
  n: number,
  at: number,
): Promise<{ answers: InstanceAnswer[]; ms: number }> {
  const children = Array.from({ length: n }, () =>
    fork(INSTANCE, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_REMINDERS_DB: url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          child.once('message', () => resolve());
          child.once('exit', (code) => reject(new Error(`reminder instance exited with ${code}`)));
        }),
    ),
  );
  const started = performance.now();
  const answers = await Promise.all(
    children.map(
      (child) =>
        new Promise<InstanceAnswer>((resolve, reject) => {
          child.removeAllListeners('exit');
          child.once('message', (m) => resolve(m as InstanceAnswer));
          child.once('exit', (code) => reject(new Error(`reminder instance exited with ${code}`)));
          child.send({ go: at + 30_000 });
        }),
    ),
  );
  return { answers, ms: performance.now() - started };
}

/**
 * A copy of the seeded database to work on (dropped by `release`); when another session keeps
 * the seed busy (CREATE DATABASE … TEMPLATE needs it idle), or BENCH_SCALE_REMINDERS_IN_PLACE=1
 * says so, the seed itself, whose endpoints are pointed back where they were at the end.
 */
async function workingDatabase(admin: PgClient, seededUrl: string) {
  const source = new URL(seededUrl).pathname.slice(1);
  const name = `virada_reminders_${process.pid}`;
  // A copy doubles the disk the seed takes (36 GB at 1,000,000 members): opt out of it.
  if (process.env.BENCH_SCALE_REMINDERS_IN_PLACE === '1') {
    console.error(`[bench] the reminders run on ${source} itself and put its endpoints back`);
    return { url: seededUrl, copy: false, release: async () => undefined };
  }
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      await admin.query(`create database ${name} template ${source}`);
      return {
        url: withDatabase(seededUrl, name),
        copy: true,
        release: () => admin.query(`drop database if exists ${name} with (force)`),
      };
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err; // object in use: wait and retry
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  console.error(`[bench] ${source} stays in use: the reminders run on it and put its endpoints back`);
  return { url: seededUrl, copy: false, release: async () => undefined };
}

export async function scaleRemindersBenchmark(): Promise<ScaleRemindersResult> {
  const members = scaleMembers();
  const due = dueCount(members);
  const seeded = await scaleDatabase({ members });
  const admin = await connect(withDatabase(seeded.url, 'postgres'));
  const work = await workingDatabase(admin, seeded.url);
  const url = work.url;
  // A copy of a seed made before a migration is brought up to date before it is touched.
  await (await initORM(url)).close();
  const push = await startPushTestServer({ latencyMs: PUSH_LATENCY_MS, record: false });
  const runs: ReminderRun[] = [];
  let endpoints = DEFAULT_SCALE_PUSH_ENDPOINT;
  try {
    for (const instances of [1, 3]) {
      const db = await connect(url);
      const before = push.total();
      const seenBefore = push.repeatedPaths().length;
      // The minute the reminders are due: now, so the tick reads them as today's.
      const at = Math.floor(Date.now() / 60_000) * 60_000;
      try {
        const to = `${push.url}/run${instances}`;
        await prepare(db, due, at, { from: endpoints, to });
        endpoints = to;
      } finally {
        await db.end();
      }
      const { answers, ms } = await runInstances(url, instances, at);
      const delivered = push.total() - before;
      const cpu = answers.reduce((s, a) => s + a.cpuMs, 0);
      runs.push({
        instances,
        due,
        delivered,
        duplicates: push.repeatedPaths().length - seenBefore,
        failed: answers.reduce((s, a) => s + a.failed, 0),
        ms,
        perSecond: delivered / (ms / 1000),
        cpuPerMessageMs: delivered ? cpu / delivered : 0,
      });
    }
  } finally {
    await push.close();
    if (!work.copy) {
      const db = await connect(url);
      await moveEndpoints(db, endpoints, DEFAULT_SCALE_PUSH_ENDPOINT).finally(() => db.end());
    }
    await work.release();
    await admin.end();
  }
  return { members, due, latencyMs: PUSH_LATENCY_MS, runs };
}
