/**
 * Admin test notifications (issue 5: `POST /api/admin/notifications/test`): the admin's own
 * devices only, sent while the request waits, and the role check. The broadcast itself is a
 * fan-out job (issue 18): tests/server/fan-out-jobs.test.ts.
 * Pushes go to a local stand-in push service. Runs on SQLite, and on PostgreSQL when
 * DATABASE_URL names one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { PushSubscriptionSchema } from '../../sync-server/modules/notifications/notifications.entities';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startPushTestServer } from '../helpers/push-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signUpAdmin, signUpPsychologist } from './sharing-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let push: Awaited<ReturnType<typeof startPushTestServer>>;
let admin: SignedIn;
let active: SignedIn;
let inactive: SignedIn;
let psychologist: SignedIn;

const message = { title: 'Novidade no Virada', body: 'Confira as novas metas.' };
const received = (prefix: string) =>
  push.received.filter((r) => r.path.startsWith(prefix)).map((r) => r.path);

async function subscribe(member: SignedIn, path: string) {
  const res = await member.client.post(api.notificationsSubscribe, {
    subscription: push.subscription(path),
    userId: member.user.id,
  });
  expect(res.status).toBe(204);
}

/** Psychologists cannot subscribe through the API (members only): their row is written directly. */
async function subscribeDirectly(user: SignedIn, path: string) {
  const s = push.subscription(path);
  await server.em().insert(PushSubscriptionSchema, {
    userId: user.user.id,
    endpoint: s.endpoint,
    p256dh: s.keys.p256dh,
    auth: s.keys.auth,
    createdAt: new Date(),
  });
}

beforeAll(async () => {
  server = await startTestServer({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  push = await startPushTestServer();
  admin = await signUpAdmin(server);
  psychologist = await signUpPsychologist(server);
  active = await signUp(server, { name: 'Ana Ativa' });
  inactive = await signUp(server, { name: 'Igor Inativo' });
  // Sign-up counts as an access: move the inactive member's last access outside the 7 days.
  await server
    .em()
    .nativeUpdate(UserSchema, { id: inactive.user.id }, { lastAccessAt: new Date(Date.now() - 10 * DAY_MS) });
  await server
    .em()
    .nativeUpdate(UserSchema, { id: active.user.id }, { lastAccessAt: new Date(Date.now() - 2 * DAY_MS) });
  await subscribe(active, '/active/phone');
  await subscribe(active, '/active/laptop');
  await subscribe(inactive, '/inactive/phone');
  await subscribe(admin, '/admin/phone');
  await subscribeDirectly(psychologist, '/psychologist/phone');
});
afterAll(async () => {
  await push?.close();
  await server?.close();
});
beforeEach(() => {
  push.received.length = 0;
});

// `POST /api/admin/notifications` is a fan-out job: tests/server/fan-out-jobs.test.ts.

describe('POST /api/admin/notifications/test: staff only', () => {
  it('visitors 401, members and psychologists 403', async () => {
    expect((await active.client.post(api.adminNotificationsTest, message)).status).toBe(403);
    expect((await psychologist.client.post(api.adminNotificationsTest, message)).status).toBe(403);
    expect((await server.client().post(api.adminNotificationsTest, message)).status).toBe(401);
    expect(push.received).toEqual([]);
  });
});

describe('POST /api/admin/notifications/test', () => {
  it("sends to the admin's own subscriptions only", async () => {
    const res = await admin.client.post(api.adminNotificationsTest, message);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recipients: 1, delivered: 1, removed: 0 });
    expect(received('/')).toEqual(['/admin/phone']);
  });

  it('answers zeros for an admin without a subscription, and validates', async () => {
    const other = await signUpAdmin(server);
    expect((await other.client.post(api.adminNotificationsTest, message)).body).toEqual({
      recipients: 0,
      delivered: 0,
      removed: 0,
    });
    expect((await other.client.post(api.adminNotificationsTest, { title: '', body: '' })).status).toBe(400);
    expect(push.received).toEqual([]);
  });
});
