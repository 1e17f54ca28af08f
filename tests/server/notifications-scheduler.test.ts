import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { localTimeInstantMs } from '../../shared/domain/reminder-schedule';
import {
  PushSubscriptionSchema,
  ReminderSettingSchema,
} from '../../sync-server/modules/notifications/notifications.entities';
import { retryAfterMs } from '../../sync-server/modules/notifications/push.service';
import {
  type ReminderTickOptions,
  runReminderTick,
  startReminderScheduler,
} from '../../sync-server/modules/notifications/reminders';
import { signUp } from '../helpers/accounts';
import { type PushTestServer, startPushTestServer } from '../helpers/push-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * The reminder scheduler with several instances on one database (DESIGN.md §8, issue 18): three
 * on one PostgreSQL database, or one on a SQLite file (SQLite is a single-instance setup; there
 * the three concurrent ticks run on the one instance and its single writer).
 */
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
let dir: string | undefined;
let instances: TestServer[] = [];
let push: PushTestServer;
/** The stand-in push service is plain HTTP on loopback. */
const INSECURE_PUSH = { PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' };

beforeAll(async () => {
  push = await startPushTestServer();
  if (postgres) {
    const first = await startTestServer(INSECURE_PUSH);
    const url = first.config.databaseUrl;
    instances = [
      first,
      await startTestServer({ ...INSECURE_PUSH, DATABASE_URL: url }),
      await startTestServer({ ...INSECURE_PUSH, DATABASE_URL: url }),
    ];
  } else {
    dir = mkdtempSync(join(tmpdir(), 'virada-reminders-'));
    instances = [
      await startTestServer({ ...INSECURE_PUSH, DATABASE_URL: `sqlite:${join(dir, 'shared.sqlite')}` }),
    ];
  }
});
afterAll(async () => {
  for (const instance of instances.slice().reverse()) await instance.close();
  await push?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A member with a reminder at `time` in `timezone` and one subscription at `path` (on `service`).
 * Saving computes the due instant from the real clock; here the fake clock decides, so the row
 * is left unscheduled (as a row written by raw SQL may be) and the first tick settles it.
 */
async function member(timezone: string, time: string, path: string, service: PushTestServer = push) {
  const server = instances[0]!;
  const { client, user } = await signUp(server, { timezone });
  const subscription = service.subscription(path);
  expect((await client.post(api.notificationsSubscribe, { subscription })).status).toBe(204);
  expect((await client.put(api.notificationsReminder, { enabled: true, time })).status).toBe(200);
  const row = await server.em().findOneOrFail(ReminderSettingSchema, { userId: user.id });
  expect(row.nextDueAt).toBeInstanceOf(Date);
  await server
    .em()
    .nativeUpdate(ReminderSettingSchema, { userId: user.id }, { lastSentDate: null, nextDueAt: null });
  return { user, subscription, client };
}

const deliveredTo = (path: string) => push.countFor(path);

/** Each instance's tick (three on SQLite's one instance) at the same instant, concurrently. */
function tickEach(at: string, options: ReminderTickOptions = {}) {
  const ticking = postgres ? instances : [instances[0]!, instances[0]!, instances[0]!];
  return Promise.all(
    ticking.map((i) => runReminderTick({ orm: i.orm, config: i.config }, new Date(at), options)),
  );
}

/** Every instance ticks at the same instant, concurrently; answers everyone reminded. */
async function tickAll(at: string, options: ReminderTickOptions = {}): Promise<string[]> {
  return (await tickEach(at, options)).flatMap((r) => r.reminded);
}

/** Moves every reminder far ahead, so a test's ticks see only its own members. */
const parkEveryone = () =>
  instances[0]!.em().nativeUpdate(ReminderSettingSchema, {}, { nextDueAt: new Date('2099-01-01T00:00:00Z') });

describe(`reminder scheduler (${postgres ? 'three instances, PostgreSQL' : 'one instance, SQLite file'})`, () => {
  it('delivers each due reminder exactly once, at the member’s local time', async () => {
    // 2026-03-10T23:05Z is 20:05 in São Paulo (UTC−3) and 08:05 on the 11th in Tokyo.
    const saoPaulo = await member('America/Sao_Paulo', '20:00', '/ok/sp');
    const tokyo = await member('Asia/Tokyo', '09:00', '/ok/tokyo');
    const later = await member('America/Sao_Paulo', '22:00', '/ok/later');

    expect(await tickAll('2026-03-10T22:59:00Z')).toEqual([]);
    expect(await tickAll('2026-03-10T23:05:00Z')).toEqual([saoPaulo.user.id]);
    // The same minute again and the next minutes, on every instance: nothing twice.
    await Promise.all([tickAll('2026-03-10T23:05:00Z'), tickAll('2026-03-10T23:06:00Z')]);
    expect(await tickAll('2026-03-11T00:05:00Z')).toEqual([tokyo.user.id]);
    expect(await tickAll('2026-03-11T01:00:00Z')).toEqual([later.user.id]);
    expect(await tickAll('2026-03-11T01:30:00Z')).toEqual([]);
    expect(deliveredTo('/ok/sp')).toBe(1);
    expect(deliveredTo('/ok/tokyo')).toBe(1);
    expect(deliveredTo('/ok/later')).toBe(1);

    // The next local day São Paulo is reminded again, once.
    expect(await tickAll('2026-03-11T23:01:00Z')).toEqual([saoPaulo.user.id]);
    await tickAll('2026-03-11T23:02:00Z');
    expect(deliveredTo('/ok/sp')).toBe(2);
    const row = await instances[0]!.em().findOneOrFail(ReminderSettingSchema, { userId: saoPaulo.user.id });
    expect(row.lastSentDate).toBe('2026-03-11');
  });

  it('every instance answers the same VAPID public key', async () => {
    const keys = await Promise.all(
      instances.map(async (i) => (await i.request('GET', api.notificationsVapidPublicKey)).body.publicKey),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('does not remind a member whose reminder is off', async () => {
    const { user } = await member('America/Sao_Paulo', '06:00', '/ok/off');
    await instances[0]!.em().nativeUpdate(ReminderSettingSchema, { userId: user.id }, { enabled: false });
    await tickAll('2026-04-01T12:00:00Z');
    expect(deliveredTo('/ok/off')).toBe(0);
  });

  it('removes a subscription the push service answers 410', async () => {
    const { user } = await member('America/Sao_Paulo', '07:00', '/gone/old-phone');
    expect(await tickAll('2026-05-01T10:30:00Z')).toContain(user.id);
    expect(deliveredTo('/gone/old-phone')).toBe(1);
    expect(await instances[0]!.em().count(PushSubscriptionSchema, { userId: user.id })).toBe(0);
  });

  it('runs every minute with an injected clock', async () => {
    const { user } = await member('America/Sao_Paulo', '08:00', '/ok/timer');
    let now = new Date('2026-06-01T10:00:00Z'); // 07:00 local: not yet
    const jobs = instances.map((i) =>
      startReminderScheduler({ orm: i.orm, config: i.config }, { now: () => now, intervalMs: 20 }),
    );
    try {
      await new Promise((r) => setTimeout(r, 100));
      expect(deliveredTo('/ok/timer')).toBe(0);
      now = new Date('2026-06-01T11:01:00Z');
      await expect.poll(() => deliveredTo('/ok/timer'), { timeout: 3000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 200));
      expect(deliveredTo('/ok/timer')).toBe(1);
      const row = await instances[0]!.em().findOneOrFail(ReminderSettingSchema, { userId: user.id });
      expect(row.lastSentDate).toBe('2026-06-01');
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
    }
  });

  it('three instances ticking at one minute send exactly one reminder per member, in batches', async () => {
    await parkEveryone();
    const members = await Promise.all(
      Array.from({ length: 24 }, (_, n) => member('America/Sao_Paulo', '21:00', `/crowd/${n}`)),
    );
    // 21:00 in São Paulo on 2026-07-01 is 2026-07-02T00:00Z; small batches make the instances interleave.
    const results = await tickEach('2026-07-02T00:00:30Z', { batch: 5, concurrency: 3 });
    const reminded = results.flatMap((r) => r.reminded);
    expect(reminded.sort()).toEqual(members.map((m) => m.user.id).sort());
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(24);
    for (let n = 0; n < 24; n++) expect(deliveredTo(`/crowd/${n}`)).toBe(1);
    // The minutes after, on every instance: nothing again that local day.
    await tickAll('2026-07-02T00:01:00Z');
    await tickAll('2026-07-02T02:59:00Z');
    for (let n = 0; n < 24; n++) expect(deliveredTo(`/crowd/${n}`)).toBe(1);
    const row = await instances[0]!
      .em()
      .findOneOrFail(ReminderSettingSchema, { userId: members[0]!.user.id });
    expect(row.lastSentDate).toBe('2026-07-01');
    expect(row.nextDueAt?.toISOString()).toBe('2026-07-03T00:00:00.000Z');
  });

  it('a tick reads only the reminders that are due', async () => {
    await parkEveryone();
    const due = await Promise.all([0, 1].map((n) => member('America/Sao_Paulo', '09:00', `/only/due/${n}`)));
    const notYet = await Promise.all(
      [0, 1, 2].map((n) => member('America/Sao_Paulo', '23:00', `/only/later/${n}`)),
    );
    // Settles the five new rows (none due at 06:00 local), then reads nothing more.
    const settling = await tickEach('2026-08-03T09:00:00Z');
    expect(settling.reduce((n, r) => n + r.examined, 0)).toBe(5);
    expect(settling.reduce((n, r) => n + r.rescheduled, 0)).toBe(5);
    const total = await instances[0]!.em().count(ReminderSettingSchema, { enabled: true });
    expect(total).toBeGreaterThan(20);
    const quiet = await tickEach('2026-08-03T11:00:00Z'); // 08:00 local
    expect(quiet.reduce((n, r) => n + r.examined, 0)).toBe(0);
    const nine = await tickEach('2026-08-03T12:00:00Z'); // 09:00 local: the two due ones only
    expect(nine.reduce((n, r) => n + r.examined, 0)).toBe(2);
    expect(nine.flatMap((r) => r.reminded).sort()).toEqual(due.map((m) => m.user.id).sort());
    for (const m of notYet) {
      const row = await instances[0]!.em().findOneOrFail(ReminderSettingSchema, { userId: m.user.id });
      expect(row.nextDueAt?.toISOString()).toBe('2026-08-04T02:00:00.000Z');
    }
  });

  it('a 429 with Retry-After is retried once it allows, and the member gets one reminder', async () => {
    await parkEveryone();
    push.script('/busy/seconds', { status: 429, headers: { 'Retry-After': '1' } });
    push.script('/busy/date', {
      status: 429,
      headers: { 'Retry-After': new Date(Date.now() + 1500).toUTCString() },
    });
    push.script(
      '/busy/always',
      ...Array.from({ length: 3 }, () => ({ status: 429, headers: { 'Retry-After': '0' } })),
    );
    const a = await member('America/Sao_Paulo', '10:00', '/busy/seconds');
    const b = await member('America/Sao_Paulo', '10:00', '/busy/date');
    const c = await member('America/Sao_Paulo', '10:00', '/busy/always');
    const started = Date.now();
    const results = await tickEach('2026-09-01T13:00:00Z');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(results.flatMap((r) => r.reminded).sort()).toEqual([a, b, c].map((m) => m.user.id).sort());
    expect(deliveredTo('/busy/seconds')).toBe(2);
    expect(deliveredTo('/busy/date')).toBe(2);
    // At most two retries: three requests, then a failure; the subscription stays.
    expect(deliveredTo('/busy/always')).toBe(3);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(1);
    expect(await instances[0]!.em().count(PushSubscriptionSchema, { userId: c.user.id })).toBe(1);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-09-01T13:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Tue, 01 Sep 2026 13:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Tue, 01 Sep 2026 12:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(undefined, now)).toBe(1_000);
  });

  it('a stopping instance gives back the reminders it claimed but had not started; the next tick sends them once', async () => {
    await parkEveryone();
    const slow = await startPushTestServer({ latencyMs: 150 });
    try {
      const members = await Promise.all(
        Array.from({ length: 6 }, (_, n) => member('America/Sao_Paulo', '12:00', `/slow/${n}`, slow)),
      );
      const stopping = new AbortController();
      const tick = runReminderTick(
        { orm: instances[0]!.orm, config: instances[0]!.config },
        new Date('2026-10-01T15:00:00Z'),
        { concurrency: 1, signal: stopping.signal },
      );
      await expect.poll(() => slow.total(), { timeout: 5000 }).toBeGreaterThan(0);
      stopping.abort();
      const first = await tick;
      expect(first.reminded.length).toBeGreaterThan(0);
      expect(first.givenBack).toBe(6 - first.reminded.length);
      expect(first.givenBack).toBeGreaterThan(0);
      const rest = await tickAll('2026-10-01T15:01:00Z');
      expect([...first.reminded, ...rest].sort()).toEqual(members.map((m) => m.user.id).sort());
      for (let n = 0; n < 6; n++) expect(slow.countFor(`/slow/${n}`)).toBe(1);
      // Sent over kept-alive connections: fewer connections than messages.
      expect(slow.connections()).toBeLessThan(6);
    } finally {
      await slow.close();
    }
  });

  it('a member who changes time zone gets the reminder at the time in the new zone', async () => {
    const { user, client } = await member('America/Sao_Paulo', '20:00', '/ok/traveller');
    expect((await client.put(api.notificationsReminder, { enabled: true, time: '20:30' })).status).toBe(200);
    const res = await client.patch(api.profile, { name: 'Ana Maria', timezone: 'Asia/Tokyo' });
    expect(res.status, res.text).toBe(200);
    const row = await instances[0]!.em().findOneOrFail(ReminderSettingSchema, { userId: user.id });
    const due = row.nextDueAt!.getTime();
    expect(due).toBeGreaterThan(Date.now());
    const day = new Date(due + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(due).toBe(localTimeInstantMs(day, '20:30', 'Asia/Tokyo'));
  });
});
