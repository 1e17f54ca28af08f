import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import {
  PushSubscriptionSchema,
  ReminderSettingSchema,
} from '../../sync-server/modules/notifications/notifications.entities';
import { runReminderTick, startReminderScheduler } from '../../sync-server/modules/notifications/reminders';
import { signUp } from '../helpers/accounts';
import { startPushTestServer } from '../helpers/push-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * The reminder scheduler with several instances on one database (DESIGN.md §8): three on one
 * PostgreSQL database, or one on a SQLite file (SQLite is a single-instance setup).
 */
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
let dir: string | undefined;
let instances: TestServer[] = [];
let push: Awaited<ReturnType<typeof startPushTestServer>>;
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

/** A member with a reminder at `time` in `timezone` and one subscription at `path`. */
async function member(timezone: string, time: string, path: string) {
  const server = instances[0]!;
  const { client, user } = await signUp(server, { timezone });
  const subscription = push.subscription(path);
  expect((await client.post(api.notificationsSubscribe, { subscription })).status).toBe(204);
  expect((await client.put(api.notificationsReminder, { enabled: true, time })).status).toBe(200);
  // Saving may count today as done when the real clock is past `time`; the fake clock decides here.
  await server.em().nativeUpdate(ReminderSettingSchema, { userId: user.id }, { lastSentDate: null });
  return { user, subscription };
}

const deliveredTo = (path: string) => push.received.filter((r) => r.path === path).length;

/** Every instance ticks at the same instant, concurrently; answers everyone reminded. */
async function tickAll(at: string): Promise<string[]> {
  const results = await Promise.all(
    instances.map((i) => runReminderTick({ orm: i.orm, config: i.config }, new Date(at))),
  );
  return results.flat();
}

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
    const stops = instances.map((i) =>
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
      for (const stop of stops) stop();
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
