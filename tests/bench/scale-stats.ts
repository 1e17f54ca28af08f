/**
 * Issue 18, part 2: the landing page's community figures on the seeded database
 * (BENCH_SCALE_MEMBERS members, PostgreSQL; tests/bench/scale-db.ts). One instance with its
 * community-stats schedule running, as `npm start` runs it:
 *
 * - GET /api/community-stats with FLOOD_CONNECTIONS keep-alive connections for SECONDS: p95 and
 *   answers per second, and the server's main-thread CPU per answer (steady on a busy machine);
 * - check-in pushes (one check-in per POST /api/sync/push, as a member's device sends it) from
 *   PUSH_CONNECTIONS connections for SECONDS, alone, beside a flood paced at FLOOD_RATE
 *   answers/s (the budget) and beside the unpaced flood, in WINDOWS short windows taken in turn:
 *   the rate with a flood over the rate without. The unpaced flood's client takes a core of its own, so that ratio says as much about
 *   the machine as about the server;
 * - how long one recount of the shared row takes (what one instance pays once per period).
 *
 * The clients run in worker threads (plain node:http with a keep-alive agent; one request in
 * flight per connection), so their HTTP work does not share the server's event loop.
 */
import { Worker } from 'node:worker_threads';
import type { EntityManager } from '@mikro-orm/knex';
import { api } from '../../shared/api';
import { todayIn } from '../../shared/domain/zoned';
import { SCALE_PASSWORD, scaleMemberEmail } from '../../sync-server/cli/commands/scale-seed/seed-scale';
import { transaction } from '../../sync-server/db/sql';
import {
  communityStatsAggregate,
  startCommunityStatsJob,
} from '../../sync-server/modules/community/community-stats';
import { recountCommunityStats } from '../../sync-server/modules/community/community-stats.repository';
import { mainThreadCpuMs } from './ingest';
import { scaleDatabase, scaleMembers, startScaleApps } from './scale-db';
import { medianAndP95 } from './stats';

const SECONDS = 10;
const FLOOD_CONNECTIONS = 50;
const PUSH_CONNECTIONS = 10;
/** The paced flood beside the pushes: the answers per second the budget asks one instance for. */
const FLOOD_RATE = 1_000;
/** The push runs are taken in this many windows each, in turn (SECONDS in all per run). */
const WINDOWS = 5;
/** Seeded members the pushes write for (each connection cycles through them). */
const PUSHING_MEMBERS = 20;
const RECOUNTS = 3;
/** The origin startScaleApps' instances accept mutations from. */
const ORIGIN = 'http://127.0.0.1';

export interface LoadFigures {
  requests: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** Requests answered otherwise, or not at all. */
  failed: number;
  perSecond: number;
  p50: number;
  p95: number;
}

export interface PushFigures extends LoadFigures {
  /** Check-ins the answers said were `stored`, per second. */
  storedPerSecond: number;
}

export interface ScaleStatsResult {
  members: number;
  reused: boolean;
  seconds: number;
  floodConnections: number;
  pushConnections: number;
  /** The flood alone, as fast as the answers come. */
  stats: LoadFigures;
  /** Server main-thread CPU per community-stats answer in that flood (ms): what one answer costs. */
  cpuPerAnswerMs: number;
  pushes: PushFigures;
  /** The flood beside the pushes: FLOOD_RATE answers/s (the budget), then unpaced. */
  floodRate: number;
  pushesBesidePacedFlood: PushFigures;
  pacedFlood: LoadFigures;
  pushesBesideFullFlood: PushFigures;
  fullFlood: LoadFigures;
  /** Push rate beside the paced flood over the push rate alone. */
  pushRatio: number;
  /** The same beside the unpaced flood (report only: the load generator then takes a core too). */
  pushRatioFullFlood: number;
  /** Median time of one recount of the shared row. */
  recountMs: number;
}

interface ClientPlan {
  base: string;
  path: string;
  method: 'GET' | 'POST';
  connections: number;
  seconds: number;
  /** Cookie headers the requests cycle through ([] for anonymous requests). */
  cookies: string[];
  origin: string;
  /** POST: each request a push of one new check-in, dated within the last year before `today`. */
  today: string;
  /** Requests per second over all connections; null sends as fast as the answers come. */
  rate: number | null;
}

/** The load client, plain JavaScript started from source text (no TypeScript loader in workers). */
const CLIENT_SOURCE = `
const { parentPort, workerData: plan } = require('node:worker_threads');
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
const target = new URL(plan.base);
const DAY = 86400000;
const base = Date.UTC(+plan.today.slice(0, 4), +plan.today.slice(5, 7) - 1, +plan.today.slice(8, 10));
function pushBody() {
  const relapse = Math.random() < 0.1;
  return JSON.stringify({
    deviceId: 'bench-stats',
    records: [{
      type: 'checkin',
      id: randomUUID(),
      date: new Date(base - Math.floor(Math.random() * 365) * DAY).toISOString().slice(0, 10),
      hadRelapse: relapse,
      amountSpent: relapse ? Math.round(Math.random() * 20000) / 100 : 0,
      mood: 1 + Math.floor(Math.random() * 5),
      notes: null,
      tags: [],
    }],
  });
}
function send(turn) {
  return new Promise((resolve) => {
    const headers = { origin: plan.origin };
    if (plan.cookies.length) headers.cookie = plan.cookies[turn % plan.cookies.length];
    const body = plan.method === 'POST' ? pushBody() : undefined;
    if (body) headers['content-type'] = 'application/json';
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path: plan.path, method: plan.method, headers, timeout: 10000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
        res.on('error', () => resolve({ status: 0, text: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, text: '' }));
    if (body) req.write(body);
    req.end();
  });
}
function storedIn(text) {
  try {
    let n = 0;
    for (const r of JSON.parse(text).results || []) if (r && r.status === 'stored') n++;
    return n;
  } catch {
    return 0;
  }
}
(async () => {
  const latencies = [];
  let ok = 0, failed = 0, stored = 0, turn = 0;
  const started = performance.now();
  const end = started + plan.seconds * 1000;
  // A paced client (plan.rate answers/s over all connections) sends each connection's next request
  // at its slot, or at once when it is behind; without a rate every connection sends back to back.
  const interval = plan.rate ? (plan.connections * 1000) / plan.rate : 0;
  const connection = async (index) => {
    let slot = started + (interval * index) / plan.connections;
    while (performance.now() < end) {
      if (interval) {
        const wait = slot - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        slot += interval;
        if (slot > end) break;
      }
      const t0 = performance.now();
      const { status, text } = await send(turn++);
      latencies.push(performance.now() - t0);
      if (status >= 200 && status < 300) {
        ok++;
        if (plan.method === 'POST') stored += storedIn(text);
      } else failed++;
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, (_, i) => connection(i)));
  agent.destroy();
  parentPort.postMessage({ latencies, ok, failed, stored, elapsedMs: performance.now() - started });
})();
`;

interface ClientResult {
  latencies: number[];
  ok: number;
  failed: number;
  stored: number;
  elapsedMs: number;
}

async function drive(plan: ClientPlan): Promise<ClientResult> {
  const worker = new Worker(CLIENT_SOURCE, { eval: true, workerData: plan });
  try {
    return await new Promise<ClientResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

/** Several windows of one load as one run. */
const merged = (results: ClientResult[]): ClientResult => ({
  latencies: results.flatMap((r) => r.latencies),
  ok: results.reduce((n, r) => n + r.ok, 0),
  failed: results.reduce((n, r) => n + r.failed, 0),
  stored: results.reduce((n, r) => n + r.stored, 0),
  elapsedMs: results.reduce((n, r) => n + r.elapsedMs, 0),
});

function figures(result: ClientResult): LoadFigures {
  const seconds = result.elapsedMs / 1000;
  const spread = medianAndP95(result.latencies);
  return {
    requests: result.ok + result.failed,
    ok: result.ok,
    failed: result.failed,
    perSecond: result.ok / seconds,
    p50: spread.median,
    p95: spread.p95,
  };
}

const pushFigures = (result: ClientResult): PushFigures => ({
  ...figures(result),
  storedPerSecond: result.stored / (result.elapsedMs / 1000),
});

/** The session cookie of a seeded member signed in on `base` (the workers send it themselves). */
async function sessionCookie(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}${api.authLogin}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ email, password: SCALE_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function scaleStatsBenchmark(): Promise<ScaleStatsResult> {
  const members = scaleMembers();
  const seeded = await scaleDatabase({ members });
  const apps = await startScaleApps(seeded.url);
  const app = apps.apps[0]!;
  const job = startCommunityStatsJob(app.deps);
  try {
    // The first round of the schedule has read (or computed) the shared row.
    await communityStatsAggregate(app.deps).sync();
    const recounts: number[] = [];
    for (let i = 0; i < RECOUNTS; i++) {
      const started = performance.now();
      await transaction(app.orm.em.fork() as EntityManager, recountCommunityStats);
      recounts.push(performance.now() - started);
    }

    const base = apps.urls[0]!;
    const cookies = [];
    for (let n = 1; n <= PUSHING_MEMBERS; n++) cookies.push(await sessionCookie(base, scaleMemberEmail(n)));
    const today = todayIn('America/Sao_Paulo');
    const flood: ClientPlan = {
      base,
      path: api.communityStats,
      method: 'GET',
      connections: FLOOD_CONNECTIONS,
      seconds: SECONDS,
      cookies: [],
      origin: ORIGIN,
      today,
      rate: null,
    };
    const push: ClientPlan = {
      ...flood,
      path: api.syncPush,
      method: 'POST',
      connections: PUSH_CONNECTIONS,
      cookies,
    };

    const cpuBefore = mainThreadCpuMs();
    const floodAlone = await drive(flood);
    const cpuPerAnswerMs = (mainThreadCpuMs() - cpuBefore) / floodAlone.ok;
    // Pushes alone, beside the paced flood and beside the unpaced one, in short windows taken in
    // turn, so the machine's load drifts over all three alike.
    const window = SECONDS / WINDOWS;
    const [pushWindow, pacedWindow, floodWindow] = [push, { ...flood, rate: FLOOD_RATE }, flood].map(
      (plan) => ({ ...plan, seconds: window }),
    ) as [ClientPlan, ClientPlan, ClientPlan];
    const runs: ClientResult[][] = [[], [], [], [], []];
    for (let i = 0; i < WINDOWS; i++) {
      runs[0]!.push(await drive(pushWindow));
      const [p1, f1] = await Promise.all([drive(pushWindow), drive(pacedWindow)]);
      runs[1]!.push(p1);
      runs[2]!.push(f1);
      const [p2, f2] = await Promise.all([drive(pushWindow), drive(floodWindow)]);
      runs[3]!.push(p2);
      runs[4]!.push(f2);
    }
    const [alone, besidePaced, pacedRuns, besideFull, fullRuns] = runs.map(merged) as [
      ClientResult,
      ClientResult,
      ClientResult,
      ClientResult,
      ClientResult,
    ];
    const pushes = pushFigures(alone);
    const pushesBesidePacedFlood = pushFigures(besidePaced);
    const pacedFlood = figures(pacedRuns);
    const pushesBesideFullFlood = pushFigures(besideFull);
    const fullFlood = figures(fullRuns);
    return {
      members,
      reused: seeded.reused,
      seconds: SECONDS,
      floodConnections: FLOOD_CONNECTIONS,
      pushConnections: PUSH_CONNECTIONS,
      stats: figures(floodAlone),
      cpuPerAnswerMs,
      pushes,
      floodRate: FLOOD_RATE,
      pushesBesidePacedFlood,
      pacedFlood,
      pushesBesideFullFlood,
      fullFlood,
      pushRatio: pushesBesidePacedFlood.storedPerSecond / pushes.storedPerSecond,
      pushRatioFullFlood: pushesBesideFullFlood.storedPerSecond / pushes.storedPerSecond,
      recountMs: medianAndP95(recounts).median,
    };
  } finally {
    await job.stop();
    await apps.close();
  }
}
