import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { AnalyticsEventSchema } from '../../sync-server/modules/analytics/analytics-event.entity';
import { PwaAccessSchema, PwaInstallSchema } from '../../sync-server/modules/pwa/pwa.entities';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { expectNoSecretsIn, type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';

let server: TestServer;
let ana: SignedIn;
let bia: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  ana = await signUp(server, { name: 'Ana Lima' });
  bia = await signUp(server, { name: 'Bia Reis' });
});
afterAll(() => server?.close());

const access = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  userAgent: UA,
  platform: 'iOS',
  accessType: 'pwa_launch',
  referrer: null,
  ...overrides,
});

const findAccess = (id: string) => server.em().findOne(PwaAccessSchema, { id });

describe('POST /api/pwa-access', () => {
  it('stores a visitor access without user: 204', async () => {
    const body = access({
      accessType: 'browser_visit',
      platform: 'Linux',
      referrer: 'https://busca.example/',
    });
    const res = await server.client().post(api.pwaAccess, body);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const row = await findAccess(body.id);
    expect(row).toMatchObject({
      id: body.id,
      userId: null,
      userAgent: UA,
      platform: 'Linux',
      accessType: 'browser_visit',
      referrer: 'https://busca.example/',
      endedAt: null,
      sessionDuration: null,
    });
    expect(Math.abs(row!.startedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('takes the user from the session, never from the body', async () => {
    const body = access({ userId: bia.user.id });
    expect((await ana.client.post(api.pwaAccess, body)).status).toBe(204);
    expect((await findAccess(body.id))?.userId).toBe(ana.user.id);

    const anonymous = access({ userId: bia.user.id });
    expect((await server.client().post(api.pwaAccess, anonymous)).status).toBe(204);
    expect((await findAccess(anonymous.id))?.userId).toBeNull();
  });

  it('accepts a replay of the same id and keeps the first record', async () => {
    const body = access({ platform: 'Android' });
    expect((await server.client().post(api.pwaAccess, body)).status).toBe(204);
    expect((await server.client().post(api.pwaAccess, { ...body, platform: 'Windows' })).status).toBe(204);
    expect(await server.em().count(PwaAccessSchema, { id: body.id })).toBe(1);
    expect((await findAccess(body.id))?.platform).toBe('Android');
  });

  it('never stores an IP address sent by the client', async () => {
    const res = await server.client().post(api.pwaAccess, access({ ipAddress: '203.0.113.9' }));
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'ipAddress', message: 'Dados inválidos' }]);
  });

  it.each([
    ['an id that is not a UUID', { id: '123' }, 'id'],
    ['an unknown platform', { platform: 'PalmOS' }, 'platform'],
    ['an unknown access type', { accessType: 'magic' }, 'accessType'],
    ['a missing user agent', { userAgent: undefined }, 'userAgent'],
  ])('answers 400 to %s', async (_label, patch, field) => {
    const res = await server.client().post(api.pwaAccess, access(patch));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation-failed',
      message: 'Dados inválidos',
      details: [{ field, message: 'Dados inválidos' }],
    });
  });

  it('answers 403 without Origin', async () => {
    const body = access();
    expect((await server.client({ origin: null }).post(api.pwaAccess, body)).status).toBe(403);
    expect(await findAccess(body.id)).toBeNull();
  });
});

describe('PATCH /api/pwa-access/update-user', () => {
  it('links a visitor access to the member who signs in', async () => {
    const body = access();
    expect((await server.client().post(api.pwaAccess, body)).status).toBe(204);
    const res = await ana.client.patch(api.pwaAccessUpdateUser, {
      accessId: body.id,
      userId: bia.user.id,
      sessionStartTime: Date.now(),
    });
    expect(res.status).toBe(204);
    expect((await findAccess(body.id))?.userId).toBe(ana.user.id);
  });

  it('never moves an access that already belongs to someone', async () => {
    const body = access();
    await ana.client.post(api.pwaAccess, body);
    const res = await bia.client.patch(api.pwaAccessUpdateUser, { accessId: body.id, sessionStartTime: 1 });
    expect(res.status).toBe(204);
    expect((await findAccess(body.id))?.userId).toBe(ana.user.id);
  });

  it('does nothing for a visitor (204)', async () => {
    const body = access();
    await server.client().post(api.pwaAccess, body);
    const res = await server
      .client()
      .patch(api.pwaAccessUpdateUser, { accessId: body.id, sessionStartTime: 1 });
    expect(res.status).toBe(204);
    expect((await findAccess(body.id))?.userId).toBeNull();
  });

  it('answers 400 to an invalid start time', async () => {
    const res = await ana.client.patch(api.pwaAccessUpdateUser, { sessionStartTime: 'ontem' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'sessionStartTime', message: 'Dados inválidos' }]);
  });
});

describe('POST /api/pwa-access/end-session', () => {
  it('records the end and the duration of an access, once', async () => {
    const body = access();
    await server.client().post(api.pwaAccess, body);
    const end = { accessId: body.id, sessionDuration: 321, accessType: 'pwa_launch' };
    expect((await server.client().post(api.pwaAccessEndSession, end)).status).toBe(204);
    const row = await findAccess(body.id);
    expect(row?.sessionDuration).toBe(321);
    expect(row?.endedAt).toBeInstanceOf(Date);

    // A second end (e.g. a replayed beacon) keeps the first one.
    expect(
      (await server.client().post(api.pwaAccessEndSession, { ...end, sessionDuration: 999 })).status,
    ).toBe(204);
    expect((await findAccess(body.id))?.sessionDuration).toBe(321);
  });

  it('accepts an end without access id (204)', async () => {
    const res = await server
      .client()
      .post(api.pwaAccessEndSession, { sessionDuration: 5, accessType: 'deep_link' });
    expect(res.status).toBe(204);
  });

  it('answers 400 to a negative duration', async () => {
    const res = await server.client().post(api.pwaAccessEndSession, {
      accessId: randomUUID(),
      sessionDuration: -5,
      accessType: 'pwa_launch',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'sessionDuration', message: 'Dados inválidos' }]);
  });
});

describe('POST /api/pwa/install', () => {
  it('stores an install with the user of the session (204)', async () => {
    const res = await ana.client.post(api.pwaInstall, {
      userId: bia.user.id,
      userAgent: UA,
      platform: 'iOS',
      installType: 'add_to_homescreen',
    });
    expect(res.status).toBe(204);
    const rows = await server.em().find(PwaInstallSchema, { userId: ana.user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ platform: 'iOS', installType: 'add_to_homescreen', userAgent: UA });
    expect(await server.em().count(PwaInstallSchema, { userId: bia.user.id })).toBe(0);
  });

  it('stores a visitor install without user', async () => {
    const before = await server.em().count(PwaInstallSchema, { userId: null });
    const res = await server
      .client()
      .post(api.pwaInstall, { userAgent: UA, platform: 'Android', installType: 'beforeinstallprompt' });
    expect(res.status).toBe(204);
    expect(await server.em().count(PwaInstallSchema, { userId: null })).toBe(before + 1);
  });

  it('answers 400 to an unknown install type', async () => {
    const res = await server
      .client()
      .post(api.pwaInstall, { userAgent: UA, platform: 'iOS', installType: 'apk' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'installType', message: 'Dados inválidos' }]);
  });
});

describe('POST /api/analytics/events', () => {
  it('stores a valid event with the user of the session (204)', async () => {
    const res = await ana.client.post(api.analyticsEvents, {
      name: 'checkin_completed',
      label: 'dashboard',
      properties: { mood: 4, relapse: false, note: null, source: 'card' },
    });
    expect(res.status).toBe(204);
    const rows = await server
      .em()
      .find(AnalyticsEventSchema, { userId: ana.user.id, name: 'checkin_completed' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      label: 'dashboard',
      properties: { mood: 4, relapse: false, note: null, source: 'card' },
    });
  });

  it('stores a visitor event without user', async () => {
    expect((await server.client().post(api.analyticsEvents, { name: 'game_started' })).status).toBe(204);
    const rows = await server.em().find(AnalyticsEventSchema, { name: 'game_started' });
    expect(rows.map((r) => r.userId)).toEqual([null]);
  });

  it('answers 400 to an unknown event name and stores nothing', async () => {
    const res = await ana.client.post(api.analyticsEvents, { name: 'page_view' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation-failed',
      message: 'Dados inválidos',
      details: [{ field: 'name', message: 'Dados inválidos' }],
    });
    expect(await server.em().count(AnalyticsEventSchema, { name: 'page_view' })).toBe(0);
  });

  it('answers 400 to a nested property', async () => {
    const res = await ana.client.post(api.analyticsEvents, { name: 'login', properties: { a: { b: 1 } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dados inválidos');
  });
});

describe('PATCH /api/users/{id}/last-access', () => {
  it('updates the signed-in member’s own last access (204)', async () => {
    const before = await server.em().findOneOrFail(UserSchema, { id: ana.user.id });
    await new Promise((r) => setTimeout(r, 20));
    const res = await ana.client.patch(api.userLastAccess(ana.user.id));
    expect(res.status).toBe(204);
    const after = await server.em().findOneOrFail(UserSchema, { id: ana.user.id });
    expect(after.lastAccessAt!.getTime()).toBeGreaterThan(before.lastAccessAt!.getTime());
  });

  it('answers 404 for another member and leaves them alone', async () => {
    const before = await server.em().findOneOrFail(UserSchema, { id: bia.user.id });
    const res = await ana.client.patch(api.userLastAccess(bia.user.id));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not-found');
    const after = await server.em().findOneOrFail(UserSchema, { id: bia.user.id });
    expect(after.lastAccessAt?.getTime()).toBe(before.lastAccessAt?.getTime());
  });

  it('answers 404 for an id that does not exist, same as for another member', async () => {
    const unknown = await ana.client.patch(api.userLastAccess(randomUUID()));
    const other = await ana.client.patch(api.userLastAccess(bia.user.id));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(other.text);
  });

  it('answers 401 to a visitor', async () => {
    const res = await server.client().patch(api.userLastAccess(ana.user.id));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not-signed-in');
  });

  it('answers 403 without Origin, even with a session', async () => {
    const res = await ana.client.patch(api.userLastAccess(ana.user.id), undefined, { origin: null });
    expect(res.status).toBe(403);
  });
});

describe('leaks', () => {
  it('no answer of this file carries a password hash', () => {
    expectNoSecretsIn(server);
  });
});
