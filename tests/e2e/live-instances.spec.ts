/**
 * Issue 19 at scale: three server instances on one PostgreSQL database behind a round-robin
 * proxy (every request and every socket may land on a different instance). A check-in on one
 * device shows on the other within 2 s; the account deleted on one makes the other say so and
 * keep nothing. Announcements cross instances through LISTEN/NOTIFY. Skipped when no PostgreSQL
 * answers on 127.0.0.1:5432 (CI has one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  checkinWithTag,
  expectAllSaved,
  signInThroughForm,
  signUpToDashboard,
  uniqueEmail,
  VALID_PASSWORD,
} from './helpers';

const PG_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.E2E_PORT ?? 4310) + 100;
const PROXY_PORT = BASE_PORT + 10;
const ORIGIN = `http://localhost:${PROXY_PORT}`;
const database = `virada_e2e_instances_${process.pid}`;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ baseURL: ORIGIN, viewport: { width: 390, height: 844 } });

let servers: ChildProcess[] = [];
let proxy: Server | undefined;
let available = true;
/** What the instances printed (shown if one does not start). */
const logs: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Each request and each upgrade to the next instance in turn. */
function roundRobinProxy(ports: number[]): Server {
  let next = 0;
  const pick = () => ports[next++ % ports.length]!;
  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: pick(), path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(pick(), '127.0.0.1', () => {
      const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return server;
}

async function healthy(port: number): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance on ${port} did not start:\n${logs.join('').slice(-2000)}`);
}

/** Stops a server: SIGTERM, and SIGKILL if it has not exited within 10 s. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

test.beforeAll(async () => {
  // Three servers start and migrate: slow on a loaded two-core machine.
  test.setTimeout(180_000);
  try {
    await admin((c) => c.query(`create database ${database}`));
  } catch {
    available = false;
    return;
  }
  const ports = [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3];
  servers = ports.map((port) =>
    // The server itself, not `npx`: a signal to `npx` left the server running, orphaned.
    spawn(process.execPath, ['--import', 'tsx', 'sync-server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_ORIGIN: ORIGIN,
        DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
        SESSION_KEYS: 'e2e-session-key',
        WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
        LOGIN_LIMIT_PER_IP: '10000',
        REGISTER_LIMIT_PER_IP: '10000',
        LOG_REQUESTS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  for (const server of servers) {
    server.stdout?.on('data', (chunk) => logs.push(String(chunk)));
    server.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  }
  // All three start at once: they migrate one after the other under the database lock.
  await Promise.all(ports.map(healthy));
  proxy = roundRobinProxy(ports);
  await new Promise<void>((resolve) => proxy!.listen(PROXY_PORT, resolve));
});

test.afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await Promise.all(servers.map(stopServer));
  if (available) {
    await admin((c) => c.query(`drop database if exists ${database} with (force)`)).catch(() => undefined);
  }
});

test('through three instances: a check-in reaches the other device within 2 s; a deleted account is announced to it', async ({
  browser,
}) => {
  test.skip(!available, 'no PostgreSQL on 127.0.0.1:5432');
  const email = uniqueEmail('tres-instancias');
  const phone = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  const tablet = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await signUpToDashboard(phone, email);
  await expectAllSaved(phone);
  const socket = tablet.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/live'));
  await signInThroughForm(tablet, email);
  await socket;

  const pushed = phone.waitForResponse((r) => r.url().endsWith('/api/sync/push') && r.status() === 200);
  await checkinWithTag(phone, 'Tédio');
  await pushed;
  const tags = tablet.locator('.history-card').getByRole('list', { name: 'Gatilhos' });
  await expect(tags.first()).toContainText('Tédio', { timeout: 2_000 });

  const res = await phone.request.post('/api/profile/delete', {
    headers: { Origin: ORIGIN },
    data: { password: VALID_PASSWORD },
  });
  expect(res.status()).toBe(204);
  await expect(tablet).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(
    tablet.getByText('Sua conta foi excluída em outro aparelho; os registros deste aparelho foram apagados.'),
  ).toBeVisible();
  expect(await tablet.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
