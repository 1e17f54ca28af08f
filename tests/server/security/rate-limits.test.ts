/**
 * Rate limits under parallel requests and behind a proxy (issue 17, items 3, 4, 5 and the
 * rate-limit clean-up of account deletion). Every limit is counted before the work it guards,
 * in one atomic statement, so parallel requests cannot all pass; the per-IP ones count the
 * address the trusted proxy saw, never one the client wrote.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api';
import { SESSION_COOKIE } from '../../../sync-server/app';
import { loadConfig } from '../../../sync-server/config';
import { limitSubject } from '../../../sync-server/http/client-ip';
import { deleteAccount } from '../../../sync-server/modules/account/account-deletion';
import { AnalyticsEventSchema } from '../../../sync-server/modules/analytics/analytics-event.entity';
import { PwaAccessSchema } from '../../../sync-server/modules/pwa/pwa.entities';
import { UserSchema } from '../../../sync-server/modules/users/user.entity';
import { expectNoSecretsIn, newAccount, PASSWORD } from '../../helpers/accounts';
import {
  parseSetCookie,
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '../../helpers/test-server';

const LOGIN_WINDOW = 15 * 60;
const HOUR = 60 * 60;
const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

function expect429(res: TestResponse, windowSeconds: number) {
  expect(res.status, res.text).toBe(429);
  expect(res.body).toEqual({ code: 'too-many-requests', message: TOO_MANY });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const statuses = (responses: TestResponse[]) => responses.map((r) => r.status).sort((a, b) => a - b);

const count = (statusList: number[], status: number) => statusList.filter((s) => s === status).length;

let addressCounter = 0;
/** A fresh address for each caller, so that only the limit under test is met. */
const newAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const fromAddress = (server: TestServer, address: string, headers: Record<string, string> = {}) =>
  server.client({ headers: { 'X-Forwarded-For': address, ...headers } });

describe('sign-in limits under concurrency (TRUST_PROXY=true, one hop)', () => {
  let server: TestServer;
  const client = (address = newAddress()) => fromAddress(server, address);

  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: 'true',
      LOGIN_LIMIT_PER_ACCOUNT: '10',
      LOGIN_LIMIT_PER_IP: '8',
      REGISTER_LIMIT_PER_IP: '3',
      FORGOT_PASSWORD_LIMIT_PER_IP: '4',
      FORGOT_PASSWORD_LIMIT_PER_EMAIL: '2',
    });
  });
  afterAll(() => server?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('twelve parallel wrong passwords on one account: at most ten 401s, the rest 429', async () => {
    const account = newAccount();
    expect((await client().post(api.authRegister, account)).status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        client().post(api.authLogin, { email: account.email, password: 'errada123!' }),
      ),
    );
    const got = statuses(answers);
    expect(count(got, 401)).toBeLessThanOrEqual(10);
    expect(count(got, 401) + count(got, 429)).toBe(12);
    expect(count(got, 429)).toBeGreaterThanOrEqual(2);
    for (const res of answers.filter((r) => r.status === 429)) expect429(res, LOGIN_WINDOW);

    // The right password is refused too, from any address, until the window ends.
    const blocked = await client().post(api.authLogin, { email: account.email, password: PASSWORD });
    expect429(blocked, LOGIN_WINDOW);
    expect(blocked.setCookies).toEqual([]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (LOGIN_WINDOW + 1) * 1000);
    const later = await client().post(api.authLogin, { email: account.email, password: PASSWORD });
    expect(later.status, later.text).toBe(200);
  });

  it('a successful sign-in gives its attempt back: signing in often never locks anyone out', async () => {
    const account = newAccount();
    expect((await client().post(api.authRegister, account)).status).toBe(201);
    // Twelve devices, one after the other: more successes than the limit of failures.
    for (let i = 0; i < 12; i++) {
      const res = await client().post(api.authLogin, { email: account.email, password: PASSWORD });
      expect(res.status, res.text).toBe(200);
    }
    // The whole budget of failures is still there: ten 401s, then 429.
    for (let i = 0; i < 10; i++) {
      const res = await client().post(api.authLogin, { email: account.email, password: 'errada123!' });
      expect(res.status).toBe(401);
    }
    expect429(
      await client().post(api.authLogin, { email: account.email, password: 'errada123!' }),
      LOGIN_WINDOW,
    );
    expect429(await client().post(api.authLogin, { email: account.email, password: PASSWORD }), LOGIN_WINDOW);
  });

  it('a wrong password on account deletion counts like a failed sign-in, in parallel too', async () => {
    const account = newAccount();
    const member = client();
    expect((await member.post(api.authRegister, account)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => member.post(api.profileDelete, { password: 'errada123!' })),
    );
    const got = statuses(answers);
    expect(count(got, 400)).toBeLessThanOrEqual(10);
    expect(count(got, 400) + count(got, 429)).toBe(12);
    expect429(await client().post(api.authLogin, { email: account.email, password: PASSWORD }), LOGIN_WINDOW);
    expect(await server.em().count(UserSchema, { email: account.email })).toBe(1);
  });

  it('limits sign-ins per IP under parallel requests', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client(address).post(api.authLogin, {
          email: `ninguem${i}.${randomUUID()}@exemplo.com`,
          password: 'x',
        }),
      ),
    );
    const got = statuses(answers);
    expect(count(got, 401)).toBe(8);
    expect(count(got, 429)).toBe(4);
    // Another address has its own budget.
    const other = await client().post(api.authLogin, { email: 'ninguem@exemplo.com', password: 'x' });
    expect(other.status).toBe(401);
  });

  it('a very long e-mail address is counted like any other (no 500 on PostgreSQL)', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    expect(email.length).toBeGreaterThan(200);
    const res = await client().post(api.authLogin, { email, password: 'errada123!' });
    expect(res.status, res.text).toBe(401);
    const forgot = await client().post(api.authForgotPassword, { email });
    expect(forgot.status, forgot.text).toBe(202);
  });

  it('limits sign-ups per IP under parallel requests, and writes no account past the limit', async () => {
    const address = newAddress();
    const accounts = Array.from({ length: 7 }, () => newAccount());
    const answers = await Promise.all(accounts.map((a) => client(address).post(api.authRegister, a)));
    const got = statuses(answers);
    expect(count(got, 201)).toBe(3);
    expect(count(got, 429)).toBe(4);
    for (const res of answers.filter((r) => r.status === 429)) expect429(res, HOUR);
    const stored = await server.em().count(UserSchema, { email: { $in: accounts.map((a) => a.email) } });
    expect(stored).toBe(3);
  });

  it('limits password-reset requests per IP and per e-mail under parallel requests', async () => {
    const address = newAddress();
    const perIp = await Promise.all(
      Array.from({ length: 9 }, () =>
        client(address).post(api.authForgotPassword, { email: `p${randomUUID()}@exemplo.com` }),
      ),
    );
    expect(count(statuses(perIp), 202)).toBe(4);
    expect(count(statuses(perIp), 429)).toBe(5);

    const email = `alvo.${randomUUID()}@exemplo.com`;
    const perEmail = await Promise.all(
      Array.from({ length: 7 }, () => client().post(api.authForgotPassword, { email })),
    );
    expect(count(statuses(perEmail), 202)).toBe(2);
    expect(count(statuses(perEmail), 429)).toBe(5);
    for (const res of perEmail.filter((r) => r.status === 429)) expect429(res, HOUR);
  });

  it('deleting an account whose e-mail holds `_` or `%` leaves other accounts’ lockouts alone', async () => {
    const victim = newAccount({ email: `abcdefgh.${Date.now()}@exemplo.com` });
    const lookalike = newAccount({ email: `________.${Date.now()}@exemplo.com` });
    expect((await client().post(api.authRegister, victim)).status).toBe(201);
    const attacker = client();
    expect((await attacker.post(api.authRegister, lookalike)).status).toBe(201);

    // Lock the victim's account out.
    for (let i = 0; i < 10; i++) {
      await client().post(api.authLogin, { email: victim.email, password: 'errada123!' });
    }
    expect429(await client().post(api.authLogin, { email: victim.email, password: PASSWORD }), LOGIN_WINDOW);
    // A failure of the look-alike's own, so it has a counter of its own to be cleaned up.
    expect((await client().post(api.authLogin, { email: lookalike.email, password: 'x' })).status).toBe(401);

    expect((await attacker.post(api.profileDelete, { password: PASSWORD })).status).toBe(204);
    expect429(await client().post(api.authLogin, { email: victim.email, password: PASSWORD }), LOGIN_WINDOW);
    const keys = await rateLimitKeys(server);
    expect(keys.some((k) => k.startsWith(`login:account:${lookalike.email}@`))).toBe(false);
    expect(keys.some((k) => k.startsWith(`login:account:${victim.email}@`))).toBe(true);

    // `%` cannot be in an address the API accepts; deletion treats it literally all the same.
    await deleteAccount(server.em(), { id: randomUUID(), email: '%' });
    await deleteAccount(server.em(), { id: randomUUID(), email: `%${victim.email.slice(1)}` });
    expect429(await client().post(api.authLogin, { email: victim.email, password: PASSWORD }), LOGIN_WINDOW);
  });

  it('no answer carries a password hash', () => {
    expectNoSecretsIn(server);
  });
});

async function rateLimitKeys(server: TestServer): Promise<string[]> {
  const rows: { key: string }[] = await server
    .em()
    .getConnection()
    .execute('select key from rate_limit_hits', [], 'all');
  return rows.map((r) => r.key);
}

describe('anonymous writes are bounded per IP (or per member when signed in)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: 'true',
      ANALYTICS_LIMIT_PER_IP: '150',
      PWA_TRACKING_LIMIT_PER_IP: '5',
    });
  });
  afterAll(() => server?.close());

  const batch = (n: number) => ({
    events: Array.from({ length: n }, () => ({
      id: randomUUID(),
      name: 'content_viewed',
      occurredAt: new Date().toISOString(),
    })),
  });
  const storedEvents = () => server.em().count(AnalyticsEventSchema, {});

  it('analytics: a budget of events (not requests) per IP per hour', async () => {
    const visitor = fromAddress(server, newAddress());
    const before = await storedEvents();
    expect((await visitor.post(api.analyticsEventsBatch, batch(100))).status).toBe(200);
    // 100 more would pass the budget of 150: refused whole, and not counted.
    expect429(await visitor.post(api.analyticsEventsBatch, batch(100)), HOUR);
    expect((await visitor.post(api.analyticsEventsBatch, batch(50))).status).toBe(200);
    expect429(await visitor.post(api.analyticsEventsBatch, batch(1)), HOUR);
    expect429(await visitor.post(api.analyticsEvents, { name: 'login' }), HOUR);
    expect(await storedEvents()).toBe(before + 150);

    // Another address has its own budget.
    expect(
      (await fromAddress(server, newAddress()).post(api.analyticsEvents, { name: 'login' })).status,
    ).toBe(204);
  });

  it('analytics: parallel batches from one address store no more than the budget', async () => {
    const address = newAddress();
    const before = await storedEvents();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fromAddress(server, address).post(api.analyticsEventsBatch, batch(40)),
      ),
    );
    const got = statuses(answers);
    expect(count(got, 200) + count(got, 429)).toBe(10);
    expect(count(got, 200)).toBeLessThanOrEqual(3);
    expect(count(got, 200)).toBeGreaterThanOrEqual(1);
    expect((await storedEvents()) - before).toBe(40 * count(got, 200));
  });

  it('analytics: a signed-in member is counted by account, not by the address they share', async () => {
    const address = newAddress();
    const visitor = fromAddress(server, address);
    expect((await visitor.post(api.analyticsEventsBatch, batch(100))).status).toBe(200);
    expect((await visitor.post(api.analyticsEventsBatch, batch(50))).status).toBe(200);
    expect429(await visitor.post(api.analyticsEventsBatch, batch(1)), HOUR);

    const member = fromAddress(server, address);
    expect((await member.post(api.authRegister, newAccount())).status).toBe(201);
    expect((await member.post(api.analyticsEventsBatch, batch(100))).status).toBe(200);
  });

  it('app-access and install tracking: a budget of requests per IP per hour, all four routes', async () => {
    const address = newAddress();
    const visitor = fromAddress(server, address);
    const access = () => ({
      id: randomUUID(),
      userAgent: 'Mozilla/5.0 (teste)',
      platform: 'Linux',
      accessType: 'browser_visit',
    });
    const before = await server.em().count(PwaAccessSchema, {});
    const answers = await Promise.all(Array.from({ length: 8 }, () => visitor.post(api.pwaAccess, access())));
    const got = statuses(answers);
    expect(count(got, 204)).toBe(5);
    expect(count(got, 429)).toBe(3);
    for (const res of answers.filter((r) => r.status === 429)) expect429(res, HOUR);
    expect((await server.em().count(PwaAccessSchema, {})) - before).toBe(5);

    expect429(
      await visitor.post(api.pwaInstall, {
        userAgent: 'x',
        platform: 'Linux',
        installType: 'beforeinstallprompt',
      }),
      HOUR,
    );
    expect429(
      await visitor.post(api.pwaAccessEndSession, { sessionDuration: 5, accessType: 'browser_visit' }),
      HOUR,
    );
    expect429(await visitor.patch(api.pwaAccessUpdateUser, { sessionStartTime: Date.now() }), HOUR);

    const elsewhere = fromAddress(server, newAddress());
    expect((await elsewhere.post(api.pwaAccess, access())).status).toBe(204);
    expect(
      (
        await elsewhere.post(api.pwaInstall, {
          userAgent: 'x',
          platform: 'Linux',
          installType: 'beforeinstallprompt',
        })
      ).status,
    ).toBe(204);
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  let oneHop: TestServer;
  let twoHops: TestServer;

  beforeAll(async () => {
    oneHop = await startTestServer({ TRUST_PROXY: 'true', LOGIN_LIMIT_PER_IP: '3' });
    twoHops = await startTestServer({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2', LOGIN_LIMIT_PER_IP: '3' });
  });
  afterAll(async () => {
    await oneHop?.close();
    await twoHops?.close();
  });

  const attempt = (client: TestClient) =>
    client.post(api.authLogin, { email: `ninguem.${randomUUID()}@exemplo.com`, password: 'x' });

  it('a forged first X-Forwarded-For entry escapes no per-IP limit; another real address has its own', async () => {
    const real = newAddress();
    for (let i = 0; i < 3; i++) {
      const res = await attempt(fromAddress(oneHop, `${newAddress()}, ${real}`));
      expect(res.status).toBe(401);
    }
    expect429(await attempt(fromAddress(oneHop, `${newAddress()}, ${real}`)), LOGIN_WINDOW);
    expect429(await attempt(fromAddress(oneHop, real)), LOGIN_WINDOW);
    // Parallel, each with a different forged entry: all refused.
    const forged = await Promise.all(
      Array.from({ length: 5 }, () => attempt(fromAddress(oneHop, `${newAddress()}, ${real}`))),
    );
    expect(statuses(forged)).toEqual([429, 429, 429, 429, 429]);

    const otherReal = newAddress();
    expect((await attempt(fromAddress(oneHop, `${real}, ${otherReal}`))).status).toBe(401);
  });

  it('with TRUST_PROXY_HOPS=2 the client is the entry our outer proxy wrote', async () => {
    const real = newAddress();
    const innerProxy = '192.0.2.1';
    for (let i = 0; i < 3; i++) {
      const res = await attempt(fromAddress(twoHops, `${newAddress()}, ${real}, ${innerProxy}`));
      expect(res.status).toBe(401);
    }
    expect429(await attempt(fromAddress(twoHops, `${newAddress()}, ${real}, ${innerProxy}`)), LOGIN_WINDOW);
    // Same inner proxy, another client: its own budget.
    expect((await attempt(fromAddress(twoHops, `${newAddress()}, ${innerProxy}`))).status).toBe(401);
  });

  it('refuses TRUST_PROXY_HOPS=0 at start-up (it would trust the client-written left end)', () => {
    expect(() => loadConfig({ SESSION_KEYS: 'k', TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('without TRUST_PROXY', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ LOGIN_LIMIT_PER_IP: '3' });
  });
  afterAll(() => server?.close());

  it('ignores X-Forwarded-For: every attempt counts for the socket address', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fromAddress(server, newAddress()).post(api.authLogin, {
        email: 'a@exemplo.com',
        password: 'x',
      });
      expect(res.status).toBe(401);
    }
    expect429(
      await fromAddress(server, newAddress()).post(api.authLogin, { email: 'a@exemplo.com', password: 'x' }),
      LOGIN_WINDOW,
    );
  });

  it('ignores X-Forwarded-Proto: an http site never marks its cookies Secure', async () => {
    const client = server.client({ headers: { 'X-Forwarded-Proto': 'https' } });
    const res = await client.post(api.authRegister, newAccount());
    expect(res.status).toBe(201);
    expect(res.setCookies.length).toBeGreaterThan(0);
    for (const header of res.setCookies) expect(parseSetCookie(header).attributes.has('secure')).toBe(false);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('PUBLIC_ORIGIN=https://… without TRUST_PROXY (TLS ended in front, no forwarded headers)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_ORIGIN: 'https://virada.example' });
  });
  afterAll(() => server?.close());

  const expectSecureSession = (res: TestResponse) => {
    const names = res.setCookies.map((c) => parseSetCookie(c).name);
    expect(names).toContain(SESSION_COOKIE);
    for (const header of res.setCookies) {
      const { attributes } = parseSetCookie(header);
      expect(attributes.has('secure'), header).toBe(true);
      expect(attributes.has('httponly'), header).toBe(true);
    }
  };

  it('signs up and signs in with Secure cookies (no 500, no account left behind)', async () => {
    const account = newAccount();
    const client = server.client();
    const created = await client.post(api.authRegister, account);
    expect(created.status, created.text).toBe(201);
    expectSecureSession(created);
    expect((await client.get(api.authMe)).status).toBe(200);

    expect((await client.post(api.authLogout)).status).toBe(204);
    const other = server.client();
    const signedIn = await other.post(api.authLogin, { email: account.email, password: PASSWORD });
    expect(signedIn.status, signedIn.text).toBe(200);
    expectSecureSession(signedIn);
    expect((await other.get(api.authMe)).status).toBe(200);
  });
});

describe('the rate-limit subject of an address', () => {
  it('keeps IPv4, maps IPv4-mapped IPv6 back, and reduces IPv6 to its /64', () => {
    expect(limitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(limitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitSubject('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(limitSubject('2001:db8:1:2::9')).toBe(limitSubject('2001:0db8:0001:0002:ffff::1'));
    expect(limitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitSubject('[::1]')).toBe('0:0:0:0::/64');
    expect(limitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitSubject('x'.repeat(500)).length).toBeLessThan(50);
  });
});
