/**
 * The live channel (issue 19): who may open it, and what each open tab hears — a change of the
 * member's records from another device, a grant, and the end of its session, with the reason —
 * and the 401 a device that missed the announcement gets on its next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { LIVE_CLOSE } from '../../shared/live';
import { errorTexts } from '../../shared/texts/error.texts';
import { hashSessionKey, SESSION_COOKIE } from '../../sync-server/modules/auth/session-store';
import { MailOutboxSchema } from '../../sync-server/modules/mail/mail-outbox.entity';
import { PASSWORD, signUp } from '../helpers/accounts';
import { openLive, refusedStatus } from '../helpers/live-client';
import { startTestServer, type TestClient, type TestServer } from '../helpers/test-server';
import { today } from './core-loop-helpers';
import { share, signUpPsychologist } from './sharing-helpers';
import { journal, pushAny } from './sync-kinds-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

/** A second device of the same member: its own session. */
async function secondDevice(email: string): Promise<TestClient> {
  const client = server.client();
  const res = await client.post(api.authLogin, { email, password: PASSWORD });
  expect(res.status, res.text).toBe(200);
  return client;
}

const sessionIdOf = (client: TestClient) => hashSessionKey(client.cookies.get(SESSION_COOKIE)!);

describe('opening the channel', () => {
  it('needs a live session, an allowed Origin and the exact path', async () => {
    const member = await signUp(server);
    expect(await refusedStatus(server, null)).toBe(401);
    expect(await refusedStatus(server, member.client, { origin: 'https://evil.example' })).toBe(403);
    for (const path of ['/api/Live', '/api/live/', '/api//live', '/api/sync/push']) {
      expect(await refusedStatus(server, member.client, { path })).toBe(404);
    }
    const forged = server.client();
    forged.cookies.set(SESSION_COOKIE, member.client.cookies.get(SESSION_COOKIE)!);
    forged.cookies.set(`${SESSION_COOKIE}.sig`, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await refusedStatus(server, forged)).toBe(401);
    expect(await refusedStatus(server, member.client)).toBe('opened');
  });
});

describe('what an open tab hears', () => {
  it("a check-in or a diary entry from the member's other device, with the version, and nothing of other members", async () => {
    const member = await signUp(server);
    const other = await signUp(server);
    const phone = await secondDevice(member.email);
    const tablet = await openLive(server, member.client);
    const stranger = await openLive(server, other.client);

    const [stored] = await pushAny(phone, [journal()]);
    expect(stored?.status).toBe('stored');
    const heard = await tablet.next((m) => m.type === 'changed');
    expect(heard).toEqual({ type: 'changed', version: stored?.version });

    const res = await phone.post(api.checkins, {
      id: crypto.randomUUID(),
      date: today(),
      hadRelapse: false,
      amountSpent: 0,
      mood: 4,
      notes: null,
    });
    expect(res.status, res.text).toBe(201);
    await tablet.next((m) => m.type === 'changed' && m.version > (stored?.version ?? 0));
    // The cursor moved: a pull from the tablet's side brings both records.
    const pulled = await member.client.get(api.syncPull(0));
    expect(pulled.body.records.length).toBeGreaterThanOrEqual(2);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.messages).toEqual([]);
    tablet.close();
    stranger.close();
  });

  it('Sair ends only that session: its other tabs hear "signed-out", the other device nothing', async () => {
    const member = await signUp(server);
    const phone = await secondDevice(member.email);
    const tabA = await openLive(server, member.client);
    const tabB = await openLive(server, member.client);
    const phoneTab = await openLive(server, phone);
    expect((await member.client.post(api.authLogout)).status).toBe(204);
    for (const tab of [tabA, tabB]) {
      expect(await tab.next((m) => m.type === 'session-ended')).toEqual({
        type: 'session-ended',
        reason: 'signed-out',
      });
      expect(await tab.closed).toBe(LIVE_CLOSE.sessionEnded);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(phoneTab.messages).toEqual([]);
    phoneTab.close();
  });

  it('an account deleted on one device: every tab hears it, and a device that was away gets the reason with its 401', async () => {
    const member = await signUp(server);
    const away = await secondDevice(member.email);
    const tab = await openLive(server, await secondDevice(member.email));
    const res = await member.client.post(api.profileDelete, { password: PASSWORD });
    expect(res.status, res.text).toBe(204);
    expect(await tab.next((m) => m.type === 'session-ended')).toEqual({
      type: 'session-ended',
      reason: 'account-deleted',
    });
    expect(await tab.closed).toBe(LIVE_CLOSE.sessionEnded);
    const later = await away.post(api.syncPush, { deviceId: 'away', records: [journal()] });
    expect(later.status).toBe(401);
    expect(later.body).toMatchObject({ code: 'account-deleted', message: errorTexts['account-deleted'] });
    expect((await away.get(api.authMe)).body.code).toBe('account-deleted');
  });

  it('a password reset ends every session: the tabs hear it, a later request gets the reason', async () => {
    const member = await signUp(server);
    const tab = await openLive(server, member.client);
    expect((await server.client().post(api.authForgotPassword, { email: member.email })).status).toBe(202);
    await server.app.deps.background.drain();
    const [mail] = await server
      .em()
      .find(MailOutboxSchema, { toAddress: member.email }, { orderBy: { id: 'desc' } });
    const token = mail?.text.match(/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1];
    const reset = await server.client().post(api.authResetPassword, { token, password: 'outraSenha9!' });
    expect(reset.status, reset.text).toBe(200);
    expect(await tab.next((m) => m.type === 'session-ended')).toEqual({
      type: 'session-ended',
      reason: 'password-reset',
    });
    const res = await member.client.get(api.authMe);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'session-password-reset',
      message: errorTexts['session-password-reset'],
    });
  });

  it('a grant made or revoked: the psychologist and the member hear it', async () => {
    const member = await signUp(server);
    const psychologist = await signUpPsychologist(server);
    const memberTab = await openLive(server, member.client);
    const psychologistTab = await openLive(server, psychologist.client);
    await share(psychologist, member, ['progress']);
    await psychologistTab.next((m) => m.type === 'grants-changed');
    await memberTab.next((m) => m.type === 'grants-changed');
    memberTab.close();
    psychologistTab.close();
  });

  it('a session ended where no announcement reaches this process is found by the session check', async () => {
    const member = await signUp(server);
    const revoked = await signUp(server);
    const expiredTab = await openLive(server, member.client);
    const revokedTab = await openLive(server, revoked.client);
    const db = server.em().getConnection();
    // As the support CLI does in its own process (SQLite: no bus between them).
    await db.execute('delete from sessions where id = ?', [sessionIdOf(member.client)]);
    const { endUserSessions } = await import('../../sync-server/modules/auth/session-end');
    await endUserSessions(server.em(), revoked.user.id, 'revoked');
    await server.app.live.checkSessions();
    expect(await expiredTab.next((m) => m.type === 'session-ended')).toEqual({
      type: 'session-ended',
      reason: 'expired',
    });
    expect(await revokedTab.next((m) => m.type === 'session-ended')).toEqual({
      type: 'session-ended',
      reason: 'revoked',
    });
    expect((await revoked.client.get(api.authMe)).body.code).toBe('session-revoked');
    expect((await member.client.get(api.authMe)).body.code).toBe('not-signed-in');
  });
});

describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('several instances on PostgreSQL', () => {
  it('a change written through one instance reaches a tab connected to another', async () => {
    const { createApp } = await import('../../sync-server/app');
    const second = await createApp(server.config);
    const http = await second.listen(0, '127.0.0.1');
    try {
      const member = await signUp(server);
      const port = (http.address() as { port: number }).port;
      const elsewhere = { ...server, url: `http://127.0.0.1:${port}` } as TestServer;
      const tab = await openLive(elsewhere, member.client);
      const [stored] = await pushAny(member.client, [journal()]);
      expect(await tab.next((m) => m.type === 'changed', 5000)).toEqual({
        type: 'changed',
        version: stored?.version,
      });
      tab.close();
    } finally {
      second.live.hub.closeAll();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await second.close();
    }
  });
});
