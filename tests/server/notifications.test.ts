import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import {
  PushSubscriptionSchema,
  ReminderSettingSchema,
} from '../../sync-server/modules/notifications/notifications.entities';
import { sendPush } from '../../sync-server/modules/notifications/push.service';
import { signUp } from '../helpers/accounts';
import { startPushTestServer } from '../helpers/push-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let push: Awaited<ReturnType<typeof startPushTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  push = await startPushTestServer();
});
afterAll(async () => {
  await push?.close();
  await server?.close();
});

describe('push notification endpoints', () => {
  it('answers one VAPID public key, the same on every call, without signing in', async () => {
    const first = await server.request('GET', api.notificationsVapidPublicKey);
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Object.keys(first.body)).toEqual(['publicKey']);
    const again = await server.request('GET', api.notificationsVapidPublicKey);
    expect(again.body.publicKey).toBe(first.body.publicKey);
  });

  it('subscribes and unsubscribes the signed-in member, one row per endpoint', async () => {
    const { client, user } = await signUp(server);
    const other = await signUp(server);
    const subscription = push.subscription('/ok/a');
    // userId in the body is ignored: the session decides.
    const res = await client.post(api.notificationsSubscribe, { subscription, userId: other.user.id });
    expect(res.status, res.text).toBe(204);
    expect((await client.post(api.notificationsSubscribe, { subscription })).status).toBe(204);
    let rows = await server.em().find(PushSubscriptionSchema, { endpoint: subscription.endpoint });
    expect(rows.map((r) => r.userId)).toEqual([user.id]);

    // Someone else cannot remove it; the owner can.
    expect((await other.client.post(api.notificationsUnsubscribe, subscription)).status).toBe(204);
    expect(await server.em().count(PushSubscriptionSchema, { endpoint: subscription.endpoint })).toBe(1);
    expect(
      (await client.post(api.notificationsUnsubscribe, { endpoint: subscription.endpoint })).status,
    ).toBe(204);
    rows = await server.em().find(PushSubscriptionSchema, { endpoint: subscription.endpoint });
    expect(rows).toEqual([]);
  });

  it('refuses visitors and malformed subscriptions', async () => {
    const anonymous = server.client();
    expect(
      (await anonymous.post(api.notificationsSubscribe, { subscription: push.subscription('/x') })).status,
    ).toBe(401);
    expect((await anonymous.get(api.notificationsReminder)).status).toBe(401);
    const { client } = await signUp(server);
    for (const body of [
      {},
      { subscription: { endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } } },
      { subscription: { endpoint: `${push.url}/ok/z`, keys: { p256dh: '' } } },
    ]) {
      const res = await client.post(api.notificationsSubscribe, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation-failed');
    }
    expect((await client.post(api.notificationsUnsubscribe, { endpoint: 42 })).status).toBe(400);
  });

  it('reads and saves the reminder setting with validation', async () => {
    const { client, user } = await signUp(server, { timezone: 'America/Sao_Paulo' });
    expect((await client.get(api.notificationsReminder)).body).toEqual({ enabled: false, time: '20:00' });
    const saved = await client.put(api.notificationsReminder, { enabled: true, time: '07:30' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ enabled: true, time: '07:30' });
    expect((await client.get(api.notificationsReminder)).body).toEqual({ enabled: true, time: '07:30' });
    const row = await server.em().findOneOrFail(ReminderSettingSchema, { userId: user.id });
    expect(row.enabled).toBe(true);
    for (const body of [
      { enabled: true, time: '24:00' },
      { enabled: true, time: '7:30' },
      { enabled: 'yes', time: '07:30' },
      { time: '07:30' },
    ]) {
      const res = await client.put(api.notificationsReminder, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation-failed');
    }
  });

  it('the LGPD export lists the reminder and the subscriptions; deleting the account removes them', async () => {
    const { client, user, password } = await signUp(server);
    const subscription = push.subscription('/ok/export');
    await client.post(api.notificationsSubscribe, { subscription });
    await client.put(api.notificationsReminder, { enabled: true, time: '21:15' });
    const exported = await client.get(api.profileExport);
    expect(exported.status).toBe(200);
    expect(exported.body.reminder).toEqual({ enabled: true, time: '21:15' });
    expect(exported.body.pushSubscriptions).toEqual([
      { endpoint: subscription.endpoint, createdAt: expect.any(String) },
    ]);
    expect((await client.post(api.profileDelete, { password })).status).toBe(204);
    expect(await server.em().count(PushSubscriptionSchema, { userId: user.id })).toBe(0);
    expect(await server.em().count(ReminderSettingSchema, { userId: user.id })).toBe(0);
  });

  it('sendPush delivers an encrypted message and deletes a subscription answered 410', async () => {
    const { client, user } = await signUp(server);
    const live = push.subscription('/ok/live');
    const dead = push.subscription('/gone/dead');
    await client.post(api.notificationsSubscribe, { subscription: live });
    await client.post(api.notificationsSubscribe, { subscription: dead });
    const deps = { orm: server.orm, config: server.config };
    const payload = { title: 'Virada', body: 'Teste', url: '/dashboard?checkin=1' };

    expect(await sendPush(deps, live, payload)).toBe('sent');
    const request = push.received.find((r) => r.path === '/ok/live');
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(request?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(request?.bodyBytes).toBeGreaterThan(0);

    expect(await sendPush(deps, dead, payload)).toBe('gone');
    const left = await server.em().find(PushSubscriptionSchema, { userId: user.id });
    expect(left.map((r) => r.endpoint)).toEqual([live.endpoint]);
  });
});
