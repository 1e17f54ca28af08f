/**
 * Chat fan-out (issue 12, "Benchmarks"): how long a chat message takes from the moment its author
 * sends it until it is on the screen of everyone in the room. Nothing is printed: `npm run bench`
 * (tests/bench/run.ts, part `chat`) reports the figures and budgets.
 *
 * - One instance on a SQLite file (in-memory bus): 500 members signed up through the API, each
 *   with the room "Sala geral" open on its own community socket. One member sends messages
 *   (`POST` the room's messages) one after the other; the latency of each message at each reader
 *   runs from just before the request is sent until its frame has arrived at that reader.
 * - Three instances on one scratch PostgreSQL database (LISTEN/NOTIFY): the readers spread over
 *   the three, the messages sent to the first.
 *
 * The readers and the sender run in a child process (live-fanout.ts's ClientProcess), so the
 * server's event loop does not run the clients, and both ends of each latency read one clock.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMUNITY_LIVE_PATH, roomTopic } from '../../shared/chat';
import { communityApi } from '../../shared/community-api';
import {
  benchConfig,
  ClientProcess,
  type Instance,
  inPool,
  type LatencySummary,
  ORIGIN,
  postgresUnavailable,
  signUp,
  startInstance,
  stopInstance,
  summarize,
  withScratchPostgres,
} from './live-fanout';

const CLIENT_SOURCE = `
const WebSocket = require(process.env.LIVE_BENCH_WS);
const { performance } = require('node:perf_hooks');
const now = () => performance.timeOrigin + performance.now();
const readers = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function open(reader) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(reader.url, {
      headers: { Origin: reader.origin, Cookie: reader.cookie },
      perMessageDeflate: false,
    });
    const entry = { ws, heard: new Map(), waiters: new Set() };
    ws.on('message', (data) => {
      const t = now();
      let frame;
      try { frame = JSON.parse(String(data)); } catch { return; }
      if (frame.type !== 'message') return;
      entry.heard.set(frame.message.id, t);
      for (const wake of [...entry.waiters]) wake();
    });
    ws.once('unexpected-response', (_req, res) => reject(new Error('community socket refused: ' + res.statusCode)));
    ws.once('error', reject);
    ws.once('open', () => {
      ws.on('error', () => undefined);
      readers.push(entry);
      resolve();
    });
  });
}
function heard(entry, id, timeoutMs) {
  return new Promise((resolve) => {
    const check = () => {
      const t = entry.heard.get(id);
      if (t === undefined) return false;
      entry.waiters.delete(check);
      clearTimeout(timer);
      resolve(t);
      return true;
    };
    const timer = setTimeout(() => { entry.waiters.delete(check); resolve(null); }, timeoutMs);
    if (!check()) entry.waiters.add(check);
  });
}
const handlers = {
  async open({ readers: plan }) {
    for (let i = 0; i < plan.length; i += 25) await Promise.all(plan.slice(i, i + 25).map(open));
    return { open: readers.length };
  },
  // Each message: ms from just before its POST to its arrival at each reader (null: not in 5 s).
  async send({ url, cookie, origin, ids, pauseMs }) {
    const results = [];
    for (const [n, id] of ids.entries()) {
      const t0 = now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        // No long digit runs: the safety rules would hold the message as a phone number.
        body: JSON.stringify({ id, text: 'Mensagem de teste número ' + (n + 1) }),
      });
      const status = res.status;
      await res.text();
      const arrivals = await Promise.all(readers.map((entry) => heard(entry, id, 5000)));
      results.push({ status, latencies: arrivals.map((t) => (t === null ? null : t - t0)) });
      await sleep(pauseMs);
    }
    return results;
  },
  async close() {
    for (const entry of readers) entry.ws.terminate();
    readers.length = 0;
    return null;
  },
};
process.on('disconnect', () => process.exit(0));
process.on('message', async ({ id, command, args }) => {
  try {
    process.send({ id, ok: true, result: await handlers[command](args) });
  } catch (err) {
    process.send({ id, ok: false, error: String((err && err.stack) || err) });
  }
});
`;

export interface ChatFanoutRun {
  instances: number;
  readers: number;
  messages: number;
  /** Every (message, reader) pair: ms from send to arrival. */
  delivery: LatencySummary;
}

export interface ChatFanoutFigures {
  single: ChatFanoutRun;
  multi: ChatFanoutRun | null;
  multiSkipped?: string;
}

interface Plan {
  readers: number;
  messages: number;
  pauseMs: number;
}

const BENCH_ENV = { CHAT_MESSAGE_LIMIT_PER_MEMBER: '100000000' };

async function fanout(instances: Instance[], plan: Plan): Promise<ChatFanoutRun> {
  const first = instances[0]!;
  const members = await inPool(
    Array.from({ length: plan.readers }, (_, i) => i),
    4,
    (i) => signUp(instances[i % instances.length]!.base, i),
  );
  const client = new ClientProcess(CLIENT_SOURCE);
  try {
    const topic = encodeURIComponent(roomTopic('geral'));
    await client.call('open', {
      readers: members.map((member, i) => ({
        url: `${instances[i % instances.length]!.base.replace('http', 'ws')}${COMMUNITY_LIVE_PATH}?topic=${topic}`,
        cookie: member.tabCookie,
        origin: ORIGIN,
      })),
    });
    const results = await client.call<{ status: number; latencies: (number | null)[] }[]>('send', {
      url: first.base + communityApi.chatMessages('geral'),
      cookie: members[0]!.tabCookie,
      origin: ORIGIN,
      ids: Array.from({ length: plan.messages }, () => randomUUID()),
      pauseMs: plan.pauseMs,
    });
    const refused = results.filter((r) => r.status !== 201);
    if (refused.length)
      throw new Error(`chat bench: ${refused.length} messages answered ${refused[0]!.status}`);
    await client.call('close');
    return {
      instances: instances.length,
      readers: members.length,
      messages: results.length,
      delivery: summarize(results.flatMap((r) => r.latencies)),
    };
  } finally {
    await client.stop();
  }
}

async function onSqlite(plan: Plan): Promise<ChatFanoutRun> {
  const dir = mkdtempSync(join(tmpdir(), 'virada-chat-'));
  const instance = await startInstance(benchConfig(`sqlite:${join(dir, 'bench.sqlite')}`, BENCH_ENV));
  try {
    return await fanout([instance], plan);
  } finally {
    await stopInstance(instance);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(plan: Plan, serverUrl: string): Promise<ChatFanoutRun> {
  return withScratchPostgres(serverUrl, 'chat', async (url) => {
    const instances: Instance[] = [];
    try {
      // One after the other: the first runs the migrations.
      for (let i = 0; i < 3; i++) instances.push(await startInstance(benchConfig(url, BENCH_ENV)));
      return await fanout(instances, plan);
    } finally {
      for (const instance of instances) await stopInstance(instance);
    }
  });
}

/**
 * Chat fan-out on one instance (SQLite) and on three (PostgreSQL at BENCH_POSTGRES_URL or
 * postgres://postgres@127.0.0.1:5432/postgres; skipped if none answers).
 */
export async function chatFanoutBenchmark(options: Partial<Plan> = {}): Promise<ChatFanoutFigures> {
  const plan: Plan = {
    readers: options.readers ?? 500,
    messages: options.messages ?? 40,
    pauseMs: options.pauseMs ?? 50,
  };
  const single = await onSqlite(plan);
  const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const skipped = await postgresUnavailable(postgresUrl);
  const multi = skipped ? null : await onPostgres(plan, postgresUrl);
  return { single, multi, ...(skipped && { multiSkipped: skipped }) };
}
