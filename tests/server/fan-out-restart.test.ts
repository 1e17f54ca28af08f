/**
 * Broadcasts across real server processes (issue 18): three `sync-server/main.ts` processes on
 * one database run a broadcast to every seeded member while their reminders are due: every member
 * gets exactly one broadcast message and one reminder (the stand-in push service counts per
 * endpoint). Then one process is killed with SIGKILL in the middle of a second broadcast and
 * another started in its place: the job completes, no endpoint gets it twice, and its counts add
 * up (a recipient the killed process had claimed is settled as interrupted, at most once). PostgreSQL only: several processes writing
 * one SQLite file is not a deployment the app supports.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FanOutJobDto } from '../../shared/admin-api-types';
import { api } from '../../shared/api';
import { sqlDate, withConnection } from '../../sync-server/db/sql';
import type { SignedIn } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { onPostgres } from './database-variants';
import { jobOf, settledCount } from './fan-out-helpers';
import { signUpAdmin } from './sharing-helpers';

const MEMBERS = 240;
const PUSH_LATENCY_MS = 60;
/** Long enough that its encrypted body is larger than a reminder's: the two are told apart by size. */
const BROADCAST = {
  title: 'Novidade no Virada',
  body: `Confira as novas metas. ${'Um passo de cada vez. '.repeat(7)}`,
};

/** A stand-in push service answering 201 after a delay; counts bodies per endpoint path. */
async function startSlowPushService() {
  const received = new Map<string, number[]>();
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      received.set(path, [...(received.get(path) ?? []), bytes]);
      setTimeout(() => {
        res.statusCode = 201;
        res.end();
      }, PUSH_LATENCY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const suite = onPostgres() ? describe : describe.skip;

suite('a broadcast across three processes, one killed mid-way', () => {
  let parent: TestServer;
  let push: Awaited<ReturnType<typeof startSlowPushService>>;
  let admin: SignedIn;
  const dir = mkdtempSync(join(tmpdir(), 'virada-fan-out-'));
  const children: ChildProcess[] = [];
  /** What each started process printed, shown when a test fails (its push failures, say). */
  const outputs: string[] = [];

  const env = () => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    WEB_ROOT: '',
    DATA_DIR: dir,
    DATABASE_URL: parent.config.databaseUrl,
    SESSION_KEYS: 'test-key',
    LOG_REQUESTS: 'false',
    PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
    FAN_OUT_BATCH: '10',
    FAN_OUT_CONCURRENCY: '3',
    FAN_OUT_LEASE_SECONDS: '2',
    FAN_OUT_INTERVAL_MS: '200',
  });

  /** Starts `sync-server/main.ts`; resolves once it serves. */
  async function startInstance(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/main.ts'], {
      env: env(),
      cwd: process.cwd(),
    });
    children.push(child);
    const index = outputs.push('') - 1;
    const collect = (c: Buffer) => {
      outputs[index] += c.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    onTestFailed(() => console.error(`process ${index}:\n${outputs[index]!.slice(-4000)}`));
    await expect.poll(() => outputs[index], { timeout: 180_000, interval: 100 }).toMatch(/Virada no ar/);
    return child;
  }

  beforeAll(async () => {
    push = await startSlowPushService();
    parent = await startTestServer({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
    // Members with one subscription each at <push>/push/<n> and a reminder due since midnight.
    const seeded = spawnSync(
      process.execPath,
      [
        'bin/virada.mjs',
        'demo:seed-scale',
        '--members',
        String(MEMBERS),
        '--push-endpoint',
        `${push.url}/push`,
        '--reminder-time',
        '00:00',
        '--yes',
        '--json',
      ],
      { encoding: 'utf8', env: { ...process.env, ...env() } },
    );
    expect(seeded.status, seeded.stderr).toBe(0);
    // The seed leaves reminders as a save would: 00:00 has passed, so today counts as done. Here
    // today's is still owed (the reminders were set on an earlier day and not yet sent today).
    await withConnection(parent.em(), (db) =>
      db.run('update reminder_settings set last_sent_date = null, next_due_at = ?', [
        sqlDate(db, new Date()),
      ]),
    );
    admin = await signUpAdmin(parent);
  }, 120_000);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await parent?.close();
    await push?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Bodies per endpoint of the broadcast's size (the largest), and of any other (reminders). */
  const byKind = () => {
    const sizes = [...push.received.values()].flat();
    const broadcastSize = Math.max(...sizes);
    const all = [...push.received.values()];
    return {
      broadcasts: all.map((bodies) => bodies.filter((b) => b === broadcastSize).length),
      reminders: all.map((bodies) => bodies.filter((b) => b !== broadcastSize).length),
    };
  };
  const sum = (counts: number[]) => counts.reduce((n, c) => n + c, 0);

  it('three processes with due reminders and a broadcast: one of each per member', async () => {
    const created = await admin.client.post<FanOutJobDto>(api.adminNotifications, {
      ...BROADCAST,
      segment: 'all',
    });
    expect(created.status, created.text).toBe(202);
    expect(created.body.total).toBe(MEMBERS);
    await Promise.all([startInstance(), startInstance(), startInstance()]);
    await expect
      .poll(async () => (await jobOf(admin, created.body.id)).status, { timeout: 120_000, interval: 250 })
      .toBe('done');
    expect(await jobOf(admin, created.body.id)).toMatchObject({ sent: MEMBERS, interrupted: 0, failed: 0 });
    await expect.poll(() => sum(byKind().reminders), { timeout: 120_000, interval: 250 }).toBe(MEMBERS);
    const { broadcasts, reminders } = byKind();
    expect(broadcasts).toHaveLength(MEMBERS);
    expect(new Set(broadcasts)).toEqual(new Set([1]));
    expect(new Set(reminders)).toEqual(new Set([1]));
  }, 600_000);

  it('killing a process mid-broadcast and starting another completes the job with no duplicate', async () => {
    push.received.clear();
    const created = await admin.client.post<FanOutJobDto>(api.adminNotifications, {
      ...BROADCAST,
      segment: 'all',
    });
    expect(created.body.total).toBe(MEMBERS);
    // Mid-broadcast: some sent, far from all.
    await expect
      .poll(async () => (await jobOf(admin, created.body.id)).sent, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(MEMBERS / 6);
    const victim = children[0]!;
    victim.kill('SIGKILL');
    await new Promise((resolve) => victim.once('exit', resolve));
    const atKill = await jobOf(admin, created.body.id);
    expect(settledCount(atKill)).toBeLessThan(MEMBERS);
    await startInstance();

    await expect
      .poll(async () => (await jobOf(admin, created.body.id)).status, { timeout: 120_000, interval: 250 })
      .toBe('done');
    const job = await jobOf(admin, created.body.id);
    expect(settledCount(job)).toBe(MEMBERS);
    expect(job.failed + job.removed + job.skipped).toBe(0);
    expect(job.sent + job.interrupted).toBe(MEMBERS);
    const { broadcasts } = byKind();
    expect(Math.max(...broadcasts)).toBe(1); // never twice
    // Every sent recipient reached the service; an interrupted one may or may not have.
    expect(sum(broadcasts)).toBeGreaterThanOrEqual(job.sent);
    expect(sum(broadcasts)).toBeLessThanOrEqual(job.sent + job.interrupted);
  }, 600_000);
});
