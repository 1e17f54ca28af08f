/**
 * Server ingest rate (DESIGN.md §9) and the cost of the shared rules over ten years of data.
 * Nothing is printed: `npm run bench` (tests/bench/run.ts) reports the figures and budgets.
 *
 * - ingestBenchmark(): the real app in-process on a SQLite file, N concurrent clients for a fixed
 *   time (rates count the records the answers say were `stored`, and the rows each run added are
 *   counted in the database after it, so a server that refuses every record prints ~0/s): (a) one check-in per POST /api/checkins, (b) batches through POST /api/sync/push,
 *   (b') the same pushes with some new diary entries among the check-ins (issue 10), and
 *   (c) the same clients and payloads against a bare Koa + sqlite3 endpoint that only runs
 *   INSERT OR IGNORE (one transaction per batch): the floor our validation, sessions, versions,
 *   recomputation and medals are measured against.
 * - domainBenchmark(): computeProgress (+ earned medals) over 3,650 daily check-ins.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Koa from 'koa';
import { earnedMedalKeys } from '../../shared/domain/medals';
import { computeProgress } from '../../shared/domain/progress';
import type { Checkin, MemberFacts, Mood } from '../../shared/domain/types';
import { addDaysToLocalDate, todayIn } from '../../shared/domain/zoned';
import { createApp } from '../../sync-server/app';
import { loadConfig } from '../../sync-server/config';
import { medianAndP95 } from './stats';

const ORIGIN = 'http://localhost:3000';
const requireCjs = createRequire(import.meta.url);
const ZONE = 'America/Sao_Paulo';

export interface RateFigures {
  /**
   * Records stored per second: those whose answer said `stored` (a push's per-record status,
   * POST /api/checkins' result, the bare endpoint's changed rows), never records merely sent.
   */
  checkinsPerSecond: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Records in the answered requests. */
  sent: number;
  /** Of those, answered `stored`. */
  stored: number;
  /** Requests answered other than 2xx, or not answered (errors, timeouts). */
  failedRequests: number;
  /**
   * Rows the run added to the database (check-ins and diary entries), counted after it: at least
   * `stored` for an honest server (a request still in flight at the end may add a few more).
   */
  rowsAdded: number;
  /** Share of the run the server's event loop was busy (1 = the main thread was the limit). */
  serverBusy: number;
  /**
   * CPU time of the server's main thread per check-in, in ms (Linux; NaN elsewhere). Unlike the
   * rates it hardly moves when other processes compete for the cores, so it compares runs made
   * on a busy machine.
   */
  mainCpuPerCheckinMs: number;
}

export interface IngestFigures {
  concurrency: number;
  seconds: number;
  batchSize: number;
  /** Members the clients write for (each client cycles through its own). */
  members: number;
  single: RateFigures;
  batched: RateFigures;
  /**
   * Pushes of mixed kinds (issue 10): per request `batchSize` records, `journalPerBatch` of them
   * new diary entries and the rest check-ins; `checkinsPerSecond` counts every stored record.
   */
  mixed: RateFigures;
  journalPerBatch: number;
  bare: { single: RateFigures; batched: RateFigures };
  /**
   * Our rate divided by the bare endpoint's (1 = as fast as a plain INSERT OR IGNORE); the mixed
   * push against the bare batched endpoint (the same number of rows per request).
   */
  ratio: { single: number; batched: number; mixed: number };
}

export interface IngestOptions {
  seconds?: number;
  concurrency?: number;
  batchSize?: number;
  /** Members per client: a real member sends a handful of check-ins a day, not thousands. */
  membersPerClient?: number;
  /** Diary entries among the records of each mixed push. */
  journalPerBatch?: number;
}

// --- Load generator ---------------------------------------------------------------------------

/** What the clients send: the path, and per client the cookies of the members they write for. */
interface LoadPlan {
  base: string;
  path: string;
  seconds: number;
  concurrency: number;
  /** null: one check-in per request (POST /api/checkins); else a push of that many. */
  batchSize: number | null;
  /** Of a push's records, how many are new diary entries (spread among the check-ins). */
  journalPerBatch?: number;
  /** Per client, the Cookie headers it cycles through ([] for the bare server). */
  cookies: string[][];
  origin: string;
  today: string;
  /** Where the worker loads autocannon from. */
  autocannon: string;
}

/**
 * The clients: autocannon (the tool the budgets in STACK.md were measured with), run in a worker
 * thread so that its HTTP parsing does not share the server's event loop. Each request gets a
 * fresh body (new ids, so nothing is a replay) and the next member's cookie in turn. Plain
 * JavaScript: the worker is started from source text, without the TypeScript loader.
 */
const CLIENT_SOURCE = `
const { parentPort, workerData: plan } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const autocannon = require(plan.autocannon);
const DAY = 86400000;
const base = Date.UTC(+plan.today.slice(0, 4), +plan.today.slice(5, 7) - 1, +plan.today.slice(8, 10));
// A check-in as a device sends it: a day in the last ten years, one in ten a relapse.
function checkin() {
  const relapse = Math.random() < 0.1;
  return {
    id: randomUUID(),
    date: new Date(base - Math.floor(Math.random() * 3650) * DAY).toISOString().slice(0, 10),
    hadRelapse: relapse,
    amountSpent: relapse ? Math.round(Math.random() * 20000) / 100 : 0,
    mood: 1 + Math.floor(Math.random() * 5),
    notes: Math.random() < 0.2 ? 'Dia difícil, mas segui firme.' : null,
    // Trigger tags (issue 10): a current client always sends them, most often none.
    tags: relapse ? ['futebol', 'recuperar'] : Math.random() < 0.2 ? ['tedio', 'Chefe cobrando'] : [],
  };
}
// A new diary entry (issue 10) as a device sends it: a day in the last year, a paragraph.
function journal() {
  return {
    type: 'journal',
    id: randomUUID(),
    baseVersion: 0,
    date: new Date(base - Math.floor(Math.random() * 365) * DAY).toISOString().slice(0, 10),
    title: Math.random() < 0.5 ? 'Depois do jogo' : null,
    text: 'Hoje senti vontade de apostar quando vi a propaganda no intervalo. Respirei, saí para caminhar e liguei para minha irmã. Passou.',
    mood: 1 + Math.floor(Math.random() * 5),
    tags: Math.random() < 0.5 ? ['propaganda', 'futebol'] : [],
    recordedAt: new Date().toISOString(),
  };
}
function body(turn) {
  if (plan.batchSize === null) return JSON.stringify(checkin());
  const records = [];
  const every = plan.journalPerBatch ? Math.floor(plan.batchSize / plan.journalPerBatch) : 0;
  for (let i = 0; i < plan.batchSize; i++) {
    records.push(every && i % every === every - 1 ? journal() : { type: 'checkin', ...checkin() });
  }
  return JSON.stringify({ deviceId: 'bench-' + (turn % 64), records });
}
// What the server says it stored, read from each answer: a push answers one status per record,
// POST /api/checkins one result, the bare endpoint the rows its INSERT changed. A record is counted
// only when its answer says \`stored\`, never because it was sent.
function storedIn(status, text) {
  if (status < 200 || status >= 300) return 0;
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return 0;
  }
  if (Array.isArray(body.results)) {
    let n = 0;
    for (const r of body.results) if (r && r.status === 'stored') n++;
    return n;
  }
  if (body.result) return body.result.status === 'stored' ? 1 : 0;
  return typeof body.stored === 'number' ? body.stored : 0;
}
const cookies = plan.cookies.flat();
let turn = 0;
let stored = 0;
let answered = 0;
const options = {
  url: plan.base,
  connections: plan.concurrency,
  duration: plan.seconds,
  requests: [{
    method: 'POST',
    path: plan.path,
    setupRequest(request) {
      const headers = { 'content-type': 'application/json', origin: plan.origin };
      if (cookies.length) headers.cookie = cookies[turn % cookies.length];
      return { ...request, headers, body: body(turn++) };
    },
    onResponse(status, text) {
      answered++;
      stored += storedIn(status, text);
    },
  }],
};
// In a worker thread autocannon leaves its raw result for the caller to aggregate.
autocannon(options, (err, raw) => {
  if (err) throw err;
  const result = autocannon.aggregateResult([raw], options);
  const requests = result.requests.total;
  parentPort.postMessage({
    requests,
    sent: answered * (plan.batchSize === null ? 1 : plan.batchSize),
    stored,
    failed: result.non2xx + result.errors + result.timeouts,
    elapsed: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  });
});
`;

/** CPU time (user + system) the main thread has used so far, in ms; NaN where /proc is missing. */
export function mainThreadCpuMs(): number {
  try {
    // Fields after the command name: state is the 1st, utime the 12th, stime the 13th (clock ticks).
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = 100;

async function drive(plan: Omit<LoadPlan, 'autocannon'>): Promise<RateFigures> {
  const cpuBefore = mainThreadCpuMs();
  const elu = performance.eventLoopUtilization();
  const worker = new Worker(CLIENT_SOURCE, {
    eval: true,
    workerData: { ...plan, autocannon: requireCjs.resolve('autocannon') },
  });
  const { requests, sent, stored, failed, elapsed, p50, p99 } = await new Promise<{
    requests: number;
    sent: number;
    stored: number;
    failed: number;
    elapsed: number;
    p50: number;
    p99: number;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const busy = performance.eventLoopUtilization(elu).utilization;
  const cpu = mainThreadCpuMs() - cpuBefore;
  await worker.terminate();
  return {
    checkinsPerSecond: stored / elapsed,
    requestsPerSecond: requests / elapsed,
    p50,
    p99,
    requests,
    sent,
    stored,
    failedRequests: failed,
    rowsAdded: Number.NaN,
    serverBusy: busy,
    // Per record sent: the server's work is the same whether it stored or refused them.
    mainCpuPerCheckinMs: cpu / Math.max(1, sent),
  };
}

const listen = async (app: Koa): Promise<{ server: Server; base: string }> => {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
};

/** A run's figures with the rows it added to the database, counted before and after it. */
async function withRows(count: () => Promise<number>, run: () => Promise<RateFigures>): Promise<RateFigures> {
  const before = await count();
  const figures = await run();
  return { ...figures, rowsAdded: (await count()) - before };
}

// --- The real app -----------------------------------------------------------------------------

async function signUpMember(base: string, n: number): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Origin: ORIGIN };
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `bench${n}.${randomUUID().slice(0, 8)}@exemplo.com`,
      name: 'Pessoa Bench',
      password: 'bench#2026',
      acceptedTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const assessment = await fetch(`${base}/api/assessment`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ daysPerWeek: 3, weeklySpending: 150 }),
  });
  if (assessment.status !== 201) throw new Error(`assessment answered ${assessment.status}`);
  return cookie;
}

async function measureApp(options: Required<IngestOptions>) {
  const dir = mkdtempSync(join(tmpdir(), 'virada-ingest-'));
  const config = {
    ...loadConfig({
      SESSION_KEYS: 'bench',
      DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
      WEB_ROOT: '',
      REGISTER_LIMIT_PER_IP: '100000000',
    }),
    logRequests: false,
  };
  const app = await createApp(config);
  const { server, base } = await listen(app.app);
  try {
    const { concurrency, membersPerClient, seconds, batchSize } = options;
    const cookies: string[][] = [];
    for (let c = 0; c < concurrency; c++) {
      cookies.push(
        await Promise.all(
          Array.from({ length: membersPerClient }, (_, m) => signUpMember(base, c * 1000 + m)),
        ),
      );
    }
    const plan = { base, seconds, concurrency, cookies, origin: ORIGIN, today: todayIn(ZONE) };
    const rows = async () => {
      const [row] = await app.orm.em
        .fork()
        .getConnection()
        .execute<{ n: number | string }[]>(
          'SELECT (SELECT COUNT(*) FROM checkins) + (SELECT COUNT(*) FROM journal_entries) AS n',
        );
      return Number(row?.n);
    };
    const single = await withRows(rows, () => drive({ ...plan, path: '/api/checkins', batchSize: null }));
    const batched = await withRows(rows, () => drive({ ...plan, path: '/api/sync/push', batchSize }));
    const mixed = await withRows(rows, () =>
      drive({ ...plan, path: '/api/sync/push', batchSize, journalPerBatch: options.journalPerBatch }),
    );
    return { single, batched, mixed };
  } finally {
    server.closeAllConnections();
    server.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- The bare baseline ------------------------------------------------------------------------

interface SqliteDb {
  run(sql: string, params: unknown[], done: (this: { changes: number }, err: Error | null) => void): void;
  get(sql: string, params: unknown[], done: (err: Error | null, row: Record<string, unknown>) => void): void;
  exec(sql: string, done: (err: Error | null) => void): void;
  close(done: (err: Error | null) => void): void;
}

function openSqlite(file: string): Promise<SqliteDb> {
  const sqlite3 = requireCjs('sqlite3') as {
    Database: new (file: string, done: (err: Error | null) => void) => SqliteDb;
  };
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (err) => (err ? reject(err) : resolve(db)));
  });
}

/** Runs a statement; resolves with the rows it changed. */
const run = (db: SqliteDb, sql: string, params: unknown[] = []) =>
  new Promise<number>((resolve, reject) =>
    db.run(sql, params, function (this: { changes: number }, err) {
      if (err) reject(err);
      else resolve(this.changes);
    }),
  );
const exec = (db: SqliteDb, sql: string) =>
  new Promise<void>((resolve, reject) => db.exec(sql, (err) => (err ? reject(err) : resolve())));

async function readJson(ctx: Koa.Context): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const INSERT =
  'INSERT OR IGNORE INTO checkins (user_id, id, date, had_relapse, amount_spent_cents, mood, notes, tags) VALUES ';
const ROW = '(?, ?, ?, ?, ?, ?, ?, ?)';
const rowParams = (r: Record<string, unknown>) => [
  'bench-user',
  r.id,
  r.date,
  r.hadRelapse ? 1 : 0,
  Math.round(Number(r.amountSpent) * 100),
  r.mood,
  r.notes ?? null,
  JSON.stringify(r.tags ?? []),
];

/** Koa + sqlite3, no sessions, validation or rules: the floor of what an insert costs here. */
async function measureBare(options: Required<IngestOptions>) {
  const dir = mkdtempSync(join(tmpdir(), 'virada-bare-'));
  const db = await openSqlite(join(dir, 'bare.sqlite'));
  await exec(
    db,
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
     CREATE TABLE checkins (user_id TEXT NOT NULL, id TEXT NOT NULL, date TEXT NOT NULL,
       had_relapse INTEGER NOT NULL, amount_spent_cents INTEGER NOT NULL, mood INTEGER NOT NULL,
       notes TEXT, tags TEXT NOT NULL DEFAULT '[]', PRIMARY KEY (user_id, id));`,
  );
  // One connection: serialise transactions the way the app's single-connection pool does.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>) => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };
  const app = new Koa();
  app.use(async (ctx) => {
    const body = await readJson(ctx);
    let stored: number;
    if (ctx.path === '/checkins') {
      stored = await serial(() => run(db, INSERT + ROW, rowParams(body)));
    } else {
      const records = body.records as Record<string, unknown>[];
      stored = await serial(async () => {
        await exec(db, 'BEGIN');
        try {
          const changed = await run(
            db,
            INSERT + records.map(() => ROW).join(', '),
            records.flatMap(rowParams),
          );
          await exec(db, 'COMMIT');
          return changed;
        } catch (err) {
          await exec(db, 'ROLLBACK');
          throw err;
        }
      });
    }
    ctx.status = 201;
    ctx.body = { stored };
  });
  const { server, base } = await listen(app);
  try {
    const { concurrency, seconds, batchSize } = options;
    const plan = { base, seconds, concurrency, cookies: [], origin: ORIGIN, today: todayIn(ZONE) };
    const rows = () =>
      new Promise<number>((resolve, reject) =>
        db.get('SELECT COUNT(*) AS n FROM checkins', [], (err, row) =>
          err ? reject(err) : resolve(Number(row.n)),
        ),
      );
    const single = await withRows(rows, () => drive({ ...plan, path: '/checkins', batchSize: null }));
    const batched = await withRows(rows, () => drive({ ...plan, path: '/push', batchSize }));
    return { single, batched };
  } finally {
    server.closeAllConnections();
    server.close();
    await new Promise((resolve) => db.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Ingest figures of the app and of the bare baseline, measured in the same run. */
export async function ingestBenchmark(options: IngestOptions = {}): Promise<IngestFigures> {
  const full: Required<IngestOptions> = {
    seconds: options.seconds ?? 5,
    concurrency: options.concurrency ?? 10,
    batchSize: options.batchSize ?? 30,
    membersPerClient: options.membersPerClient ?? 10,
    journalPerBatch: options.journalPerBatch ?? 5,
  };
  const ours = await measureApp(full);
  const bare = await measureBare(full);
  return {
    concurrency: full.concurrency,
    seconds: full.seconds,
    batchSize: full.batchSize,
    members: full.concurrency * full.membersPerClient,
    single: ours.single,
    batched: ours.batched,
    mixed: ours.mixed,
    journalPerBatch: full.journalPerBatch,
    bare,
    ratio: {
      single: ours.single.checkinsPerSecond / bare.single.checkinsPerSecond,
      batched: ours.batched.checkinsPerSecond / bare.batched.checkinsPerSecond,
      mixed: ours.mixed.checkinsPerSecond / bare.batched.checkinsPerSecond,
    },
  };
}

// --- The rules over ten years -----------------------------------------------------------------

/** Ten years of daily check-ins for one member: a relapse about once a month. */
export function tenYearsOfFacts(now: Date, days = 3650): MemberFacts {
  const today = todayIn(ZONE, now);
  const start = new Date(now.getTime() - days * 86_400_000);
  const checkins: Checkin[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDaysToLocalDate(today, -(days - 1) + i);
    const relapse = i % 29 === 17;
    checkins.push({
      id: randomUUID(),
      date,
      recordedAt: new Date(start.getTime() + (i + 0.8) * 86_400_000).toISOString(),
      hadRelapse: relapse,
      amountSpentCents: relapse ? 5000 : 0,
      mood: (1 + (i % 5)) as Mood,
      notes: i % 7 === 0 ? 'Anotação do dia' : null,
      tags: relapse ? ['estresse', 'futebol'] : i % 9 === 0 ? ['tedio'] : [],
    });
  }
  return {
    timezone: ZONE,
    accountCreatedAt: start.toISOString(),
    assessments: [
      {
        id: randomUUID(),
        completedAt: start.toISOString(),
        daysPerWeek: 4,
        weeklySpendingCents: 35000,
        pgsiAnswers: null,
      },
    ],
    goals: [],
    checkins,
    medals: [],
  };
}

export interface DomainFigures {
  checkins: number;
  runs: number;
  /** computeProgress alone. */
  progress: { median: number; p95: number };
  /** computeProgress + earnedMedalKeys: what each write recomputes. */
  recompute: { median: number; p95: number };
}

/** computeProgress over 3,650 check-ins: median and p95 in ms over `runs` runs (after warm-up). */
export function domainBenchmark(runs = 200): DomainFigures {
  const now = new Date();
  const facts = tenYearsOfFacts(now);
  const time = (work: () => void) => {
    for (let i = 0; i < 20; i++) work();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      work();
      samples.push(performance.now() - started);
    }
    return medianAndP95(samples);
  };
  return {
    checkins: facts.checkins.length,
    runs,
    progress: time(() => computeProgress(facts, now)),
    recompute: time(() => earnedMedalKeys(facts, computeProgress(facts, now))),
  };
}
