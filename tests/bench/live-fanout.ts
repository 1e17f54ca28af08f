/**
 * Live fan-out (issue 19, "Benchmarks"): how long a change takes to reach the open tabs of its
 * member over the live channel, and what an idle socket costs the server. Nothing is printed:
 * `npm run bench` (tests/bench/run.ts, part `live`) reports the figures and budgets.
 *
 * - One instance on a SQLite file (MemoryBus): 500 members signed up through the API, each with
 *   two tabs open on the session of its sign-up (1,000 sockets). For a few hundred of them a
 *   second session (the phone, signed in through the API) pushes one check-in
 *   (`POST /api/sync/push`); the latency runs from just before that request is sent until the
 *   `changed` message has arrived at BOTH tabs of the member. First one at a time, then in bursts
 *   of members writing at once. Then the announcement alone: `announceMemberChanged()` called in
 *   the server → both tabs.
 * - Three instances on one scratch PostgreSQL database (PostgresBus, LISTEN/NOTIFY): a member's
 *   two tabs on two of them, its writes sent to the third.
 * - Memory per idle socket: the server's heap (and RSS) before and after opening the sockets,
 *   after a full GC each time.
 *
 * The clients (sockets and the writing sessions) run in a child process of their own, so the
 * server's heap and RSS hold only its side of the sockets and its event loop does not run the
 * clients. Change latencies are timed inside that process; the announcement's latency compares
 * the server's clock with the client's (both `performance.timeOrigin + now()`, the same wall
 * clock at sub-millisecond precision).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { api } from '../../shared/api';
import { todayIn } from '../../shared/domain/zoned';
import { LIVE_PATH } from '../../shared/live';
import { type App, createApp } from '../../sync-server/app';
import { type Config, loadConfig } from '../../sync-server/config';
import { announceMemberChanged } from '../../sync-server/modules/live/announce';
import { quantile } from './stats';

export const ORIGIN = 'http://localhost:3000';
const ZONE = 'America/Sao_Paulo';
const PASSWORD = 'bench#2026';
const requireCjs = createRequire(import.meta.url);

export interface LatencySummary {
  /** Samples measured (changes or announcements). */
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** Samples whose message did not reach every tab of the member within 5 s (not in the figures). */
  lost: number;
}

export interface FanoutRun {
  instances: number;
  sockets: number;
  members: number;
  /** Write → `changed` at every tab of the member, all changes. */
  change: LatencySummary;
  /** The same, the changes sent one at a time. */
  sequential: LatencySummary;
  /** The same, the changes sent `burst` members at once. */
  concurrent: LatencySummary;
  burst: number;
  /** Write → the push's HTTP answer, for comparison. */
  answer: LatencySummary;
  /** announceMemberChanged() in the server → both tabs. */
  announce: LatencySummary;
  /** Writes answered other than 200 with the record `stored`. */
  failedWrites: number;
  /** Seconds spent signing up the members and their second sessions through the API. */
  setupSeconds: number;
  /**
   * The machine's 1-minute load average when the changes were sent, and its cores: every figure
   * here is a wait for a CPU, so a load above the cores shows in all of them.
   */
  load: { average: number; cores: number };
}

export interface SocketMemory {
  /** Sockets open at the end. */
  sockets: number;
  /** The sockets opened between the two readings (the second half). */
  measuredSockets: number;
  /** Server heap (V8 heapUsed + external) per socket, in bytes. */
  heapPerSocket: number;
  /**
   * Growth of the server process's RSS over those sockets, in bytes: coarse (whole pages, heap
   * pages V8 had already committed, memory the allocator gives back meanwhile), so a total.
   */
  rssGrowth: number;
  /** Whether a full GC ran before each reading (otherwise the figures are noisier). */
  gc: boolean;
}

export interface LiveFanoutFigures {
  single: FanoutRun;
  memory: SocketMemory;
  /** Null when no PostgreSQL server answered (BENCH_POSTGRES_URL). */
  multi: FanoutRun | null;
  /** Why the PostgreSQL run was skipped. */
  multiSkipped?: string;
}

export interface LiveFanoutOptions {
  members?: number;
  tabsPerMember?: number;
  /** Members whose changes are measured (each writes once). */
  measured?: number;
  /** Of those, how many write one at a time (the rest in bursts). */
  sequential?: number;
  burst?: number;
  announcements?: number;
  /** Sign-ups and sign-ins in flight at once (each costs an argon2 hash). */
  signUpConcurrency?: number;
  postgresUrl?: string;
}

// --- The clients ------------------------------------------------------------------------------

/**
 * The tabs and the writing devices: a plain Node process (no TypeScript loader) driven over IPC.
 * Each tab keeps the `changed` messages it heard with their arrival time.
 */
const CLIENT_SOURCE = `
const WebSocket = require(process.env.LIVE_BENCH_WS);
const { performance } = require('node:perf_hooks');
const now = () => performance.timeOrigin + performance.now();
const tabsOf = new Map();
const all = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function pool(items, concurrency, work) {
  let next = 0;
  const results = new Array(items.length);
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, run));
  return results;
}
function open(tab) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(tab.url, {
      headers: { Origin: tab.origin, Cookie: tab.cookie },
      perMessageDeflate: false,
    });
    const entry = { ws, heard: [], waiters: new Set() };
    ws.on('message', (data) => {
      const t = now();
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      if (message.type !== 'changed') return;
      entry.heard.push({ t, version: message.version });
      for (const wake of [...entry.waiters]) wake();
    });
    ws.once('unexpected-response', (_req, res) => reject(new Error('live socket refused: ' + res.statusCode)));
    ws.once('error', reject);
    ws.once('open', () => {
      ws.on('error', () => undefined);
      let tabs = tabsOf.get(tab.member);
      if (!tabs) tabsOf.set(tab.member, (tabs = []));
      tabs.push(entry);
      all.push(entry);
      resolve();
    });
  });
}
// The first message a tab heard that matches, waiting up to timeoutMs; null if none came.
function heard(entry, match, timeoutMs) {
  return new Promise((resolve) => {
    const check = () => {
      const hit = entry.heard.find(match);
      if (!hit) return false;
      entry.waiters.delete(check);
      clearTimeout(timer);
      resolve(hit);
      return true;
    };
    const timer = setTimeout(() => {
      entry.waiters.delete(check);
      resolve(null);
    }, timeoutMs);
    if (!check()) entry.waiters.add(check);
  });
}
// One write by the member's other session; the time until every tab of the member heard of it.
async function change(c) {
  const tabs = tabsOf.get(c.member) || [];
  const t0 = now();
  let status = 0;
  let stored = false;
  try {
    const res = await fetch(c.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: c.origin, cookie: c.cookie },
      body: c.body,
    });
    status = res.status;
    const text = await res.text();
    stored = status === 200 && JSON.parse(text).results[0].status === 'stored';
  } catch {}
  const answered = now() - t0;
  const hits = await Promise.all(tabs.map((tab) => heard(tab, (h) => h.t >= t0, 5000)));
  return {
    stored,
    status,
    answered,
    tabs: hits.map((hit) => (hit ? hit.t - t0 : null)),
  };
}
const handlers = {
  async open({ tabs, concurrency }) {
    await pool(tabs, concurrency, open);
    return { open: all.length };
  },
  async changes({ bursts, pauseMs }) {
    const results = [];
    for (const burst of bursts) {
      results.push(...(await Promise.all(burst.map(change))));
      await sleep(pauseMs);
    }
    return results;
  },
  // When every tab of each member heard the given version (null for a tab that did not, in time).
  async heardVersions({ wanted, timeoutMs }) {
    return Promise.all(
      wanted.map(({ member, version }) =>
        Promise.all((tabsOf.get(member) || []).map((tab) => heard(tab, (h) => h.version === version, timeoutMs))).then(
          (hits) => hits.map((hit) => (hit ? hit.t : null)),
        ),
      ),
    );
  },
  async close() {
    await Promise.all(
      all.map(
        (entry) =>
          new Promise((resolve) => {
            if (entry.ws.readyState === WebSocket.CLOSED) return resolve();
            entry.ws.once('close', resolve);
            entry.ws.close();
            setTimeout(() => { entry.ws.terminate(); resolve(); }, 2000).unref();
          }),
      ),
    );
    all.length = 0;
    tabsOf.clear();
    return null;
  },
};
// The bench ended (or died): nothing is left running.
process.on('disconnect', () => process.exit(0));
process.on('message', async ({ id, command, args }) => {
  try {
    process.send({ id, ok: true, result: await handlers[command](args) });
  } catch (err) {
    process.send({ id, ok: false, error: String((err && err.stack) || err) });
  }
});
`;

interface TabPlan {
  member: number;
  url: string;
  cookie: string;
  origin: string;
}

interface ChangePlan {
  member: number;
  url: string;
  cookie: string;
  origin: string;
  body: string;
}

interface ChangeResult {
  stored: boolean;
  status: number;
  answered: number;
  /** Per tab of the member, ms from the write to the `changed` message (null: none in 5 s). */
  tabs: (number | null)[];
}

export class ClientProcess {
  private readonly child: ChildProcess;
  private seq = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  constructor(source = CLIENT_SOURCE) {
    const env: NodeJS.ProcessEnv = { ...process.env, LIVE_BENCH_WS: requireCjs.resolve('ws') };
    // Without the TypeScript loader the parent may have been started with.
    delete env.NODE_OPTIONS;
    this.child = spawn(process.execPath, ['-e', source], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env,
    });
    this.child.on('message', (raw) => {
      const message = raw as { id: number; ok: boolean; result?: unknown; error?: string };
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(new Error(`live bench client: ${message.error}`));
    });
    this.child.on('exit', (code) => {
      for (const waiting of this.pending.values())
        waiting.reject(new Error(`client process exited (${code})`));
      this.pending.clear();
    });
  }

  call<T>(command: string, args: unknown = {}): Promise<T> {
    const id = ++this.seq;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, command, args });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill();
    await exited;
  }
}

// --- Helpers ----------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clock = () => performance.timeOrigin + performance.now();

export async function inPool<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, i: number) => Promise<R>,
) {
  let next = 0;
  const results: R[] = new Array(items.length);
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, run));
  return results;
}

export function summarize(samples: (number | null)[]): LatencySummary {
  const kept = samples.filter((s): s is number => s !== null).sort((a, b) => a - b);
  const at = (q: number) => quantile(kept, q);
  return {
    count: kept.length,
    p50: at(0.5),
    p95: at(0.95),
    max: kept[kept.length - 1] ?? Number.NaN,
    lost: samples.length - kept.length,
  };
}

/** A full GC: `global.gc` under --expose-gc, else the same function exposed at run time. */
function fullGc(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

/** Heap and RSS after two full GCs, the second after V8 had time to give back what it freed. */
async function memoryNow(gc: (() => void) | null) {
  gc?.();
  await sleep(2000);
  gc?.();
  await sleep(100);
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.external, rss: usage.rss };
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export interface Member {
  userId: string;
  email: string;
  /** The sign-up's session: the member's tabs. */
  tabCookie: string;
  /** A second session (the phone): the member's writes. */
  writerCookie?: string;
}

export async function signUp(base: string, n: number): Promise<Member> {
  const email = `live${n}.${randomBytes(4).toString('hex')}@exemplo.com`;
  const res = await fetch(base + api.authRegister, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({
      email,
      name: 'Pessoa Bench',
      password: PASSWORD,
      acceptedTerms: true,
      timezone: ZONE,
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  return { userId: user.id, email, tabCookie: cookieOf(res) };
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(base + api.authLogin, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return cookieOf(res);
}

/** One new check-in of today, as a device pushes it. */
const checkinPush = () =>
  JSON.stringify({
    deviceId: 'bench-phone',
    records: [
      {
        type: 'checkin',
        id: randomUUID(),
        date: todayIn(ZONE),
        hadRelapse: false,
        amountSpent: 0,
        mood: 4,
        notes: null,
        tags: [],
      },
    ],
  });

export function benchConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      SESSION_KEYS: 'bench-live',
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: ORIGIN,
      WEB_ROOT: '',
      REGISTER_LIMIT_PER_IP: '100000000',
      LOGIN_LIMIT_PER_IP: '100000000',
      LOGIN_LIMIT_PER_ACCOUNT: '100000000',
      ...env,
    }),
    logRequests: false,
  };
}

export interface Instance {
  app: App;
  http: Server;
  base: string;
}

export async function startInstance(config: Config): Promise<Instance> {
  const app = await createApp(config);
  const http = await app.listen(0, '127.0.0.1');
  return { app, http, base: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

export async function stopInstance({ app, http }: Instance): Promise<void> {
  app.live.hub.closeAll();
  app.live.topics.closeAll();
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await app.close();
}

// --- One run ----------------------------------------------------------------------------------

interface RunPlan extends Required<Omit<LiveFanoutOptions, 'postgresUrl'>> {
  /** Measures the server's memory around opening the sockets (one instance only). */
  memory: boolean;
}

/**
 * Members on `instances`: tab k of member m on instance (m + k) mod n, its writes on the next
 * instance after its tabs (with one instance, all on it).
 */
async function fanout(
  instances: Instance[],
  plan: RunPlan,
): Promise<{ run: FanoutRun; memory: SocketMemory | null }> {
  const n = instances.length;
  const at = (i: number) => instances[i % n] as Instance;
  const clients = new ClientProcess();
  try {
    const started = performance.now();
    const members = await inPool(
      Array.from({ length: plan.members }, (_, m) => m),
      plan.signUpConcurrency,
      (m) => signUp(at(m).base, m),
    );
    // The measured members sign in a second time: the device that writes.
    await inPool(members.slice(0, plan.measured), plan.signUpConcurrency, async (member, m) => {
      member.writerCookie = await signIn(at(m + plan.tabsPerMember).base, member.email);
    });
    const setupSeconds = (performance.now() - started) / 1000;

    const tabs: TabPlan[] = [];
    for (let k = 0; k < plan.tabsPerMember; k++) {
      members.forEach((member, m) => {
        tabs.push({
          member: m,
          url: `${at(m + k).base.replace('http', 'ws')}${LIVE_PATH}`,
          cookie: member.tabCookie,
          origin: ORIGIN,
        });
      });
    }
    // The memory of the second half only: the first warms up what every socket shares (code,
    // buffers, pools) and lets the sign-ups' garbage and native memory settle.
    const half = Math.floor(tabs.length / 2);
    await clients.call('open', { tabs: tabs.slice(0, half), concurrency: 20 });
    const gc = plan.memory ? fullGc() : null;
    const before = plan.memory ? await memoryNow(gc) : null;
    const { open } = await clients.call<{ open: number }>('open', {
      tabs: tabs.slice(half),
      concurrency: 20,
    });
    const held = instances.reduce((sum, i) => sum + i.app.live.hub.size, 0);
    if (open !== tabs.length || held !== tabs.length)
      throw new Error(`live sockets: ${open} opened, ${held} held by the servers, ${tabs.length} wanted`);
    await sleep(500);
    const after = before ? await memoryNow(gc) : null;
    const measuredSockets = tabs.length - half;
    const memory =
      before && after
        ? {
            sockets: tabs.length,
            measuredSockets,
            heapPerSocket: (after.heap - before.heap) / measuredSockets,
            rssGrowth: after.rss - before.rss,
            gc: gc !== null,
          }
        : null;

    const changeOf = (m: number, cookie: string): ChangePlan => ({
      member: m,
      url: `${at(m + plan.tabsPerMember).base}${api.syncPush}`,
      cookie,
      origin: ORIGIN,
      body: checkinPush(),
    });
    // Warm-up (not counted): members that are not measured, from their tabs' session.
    const warm = members
      .slice(plan.measured, plan.measured + 20)
      .map((member, i) => [changeOf(plan.measured + i, member.tabCookie)]);
    await clients.call('changes', { bursts: warm, pauseMs: 10 });

    const writes = members.slice(0, plan.measured).map((member, m) => changeOf(m, member.writerCookie ?? ''));
    const one = writes.slice(0, plan.sequential).map((write) => [write]);
    const many: ChangePlan[][] = [];
    for (let i = plan.sequential; i < writes.length; i += plan.burst)
      many.push(writes.slice(i, i + plan.burst));
    const load = { average: loadavg()[0] ?? Number.NaN, cores: availableParallelism() };
    const sequential = await clients.call<ChangeResult[]>('changes', { bursts: one, pauseMs: 20 });
    const concurrent = await clients.call<ChangeResult[]>('changes', { bursts: many, pauseMs: 50 });
    const all = [...sequential, ...concurrent];
    // Until every tab of the member heard it: the slowest tab.
    const toEveryTab = (results: ChangeResult[]) =>
      results.map((r) =>
        r.tabs.includes(null) || r.tabs.length === 0 ? null : Math.max(...(r.tabs as number[])),
      );

    // The announcement alone: called in the server that wrote, heard at both tabs.
    const MARK = 1_000_000_000;
    const wanted: { member: number; version: number }[] = [];
    const sentAt: number[] = [];
    for (let i = 0; i < plan.announcements; i++) {
      const m = i % plan.members;
      const member = members[m] as Member;
      wanted.push({ member: m, version: MARK + i });
      sentAt.push(clock());
      announceMemberChanged(at(m + plan.tabsPerMember).app.orm.em, member.userId, MARK + i);
      await sleep(5);
    }
    const heardAt = await clients.call<(number | null)[][]>('heardVersions', { wanted, timeoutMs: 5000 });
    const announce = heardAt.map((times, i) =>
      times.includes(null) || times.length === 0
        ? null
        : Math.max(...(times as number[])) - (sentAt[i] as number),
    );

    await clients.call('close');
    return {
      run: {
        instances: n,
        sockets: tabs.length,
        members: plan.members,
        change: summarize(toEveryTab(all)),
        sequential: summarize(toEveryTab(sequential)),
        concurrent: summarize(toEveryTab(concurrent)),
        burst: plan.burst,
        answer: summarize(all.map((r) => r.answered)),
        announce: summarize(announce),
        failedWrites: all.filter((r) => !r.stored).length,
        setupSeconds,
        load,
      },
      memory,
    };
  } finally {
    await clients.stop();
  }
}

// --- The two set-ups --------------------------------------------------------------------------

async function onSqlite(plan: RunPlan) {
  const dir = mkdtempSync(join(tmpdir(), 'virada-live-'));
  const instance = await startInstance(benchConfig(`sqlite:${join(dir, 'bench.sqlite')}`));
  try {
    return await fanout([instance], { ...plan, memory: true });
  } finally {
    await stopInstance(instance);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Three instances on a scratch database created on `serverUrl`'s server and dropped after. */
async function onPostgres(plan: RunPlan, serverUrl: string) {
  return withScratchPostgres(serverUrl, 'live', async (url) => {
    const instances: Instance[] = [];
    try {
      // One after the other: the first runs the migrations.
      for (let i = 0; i < 3; i++) instances.push(await startInstance(benchConfig(url)));
      return await fanout(instances, { ...plan, memory: false });
    } finally {
      for (const instance of instances) await stopInstance(instance);
    }
  });
}

/** Runs `work` on a scratch database created on `serverUrl`'s server, dropped after. */
export async function withScratchPostgres<T>(
  serverUrl: string,
  label: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `virada_bench_${label}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const drop = new pg.Client({ connectionString: serverUrl });
    await drop.connect();
    try {
      await drop.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await drop.query(`DROP DATABASE IF EXISTS ${name}`);
    } finally {
      await drop.end();
    }
  }
}

/** Whether a PostgreSQL server answers at `serverUrl`; the reason when not. */
export async function postgresUnavailable(serverUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return `no PostgreSQL at ${new URL(serverUrl).host} (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Live fan-out on one instance (SQLite) and on three (PostgreSQL at `postgresUrl`, default
 * BENCH_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres; skipped if none answers).
 */
export async function liveFanoutBenchmark(options: LiveFanoutOptions = {}): Promise<LiveFanoutFigures> {
  const plan: RunPlan = {
    members: options.members ?? 500,
    tabsPerMember: options.tabsPerMember ?? 2,
    measured: options.measured ?? 300,
    sequential: options.sequential ?? 150,
    burst: options.burst ?? 10,
    announcements: options.announcements ?? 200,
    signUpConcurrency: options.signUpConcurrency ?? 4,
    memory: false,
  };
  const single = await onSqlite(plan);
  const postgresUrl =
    options.postgresUrl ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const skipped = await postgresUnavailable(postgresUrl);
  const multi = skipped ? null : await onPostgres(plan, postgresUrl);
  return {
    single: single.run,
    memory: single.memory as SocketMemory,
    multi: multi?.run ?? null,
    ...(skipped && { multiSkipped: skipped }),
  };
}
