import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { SESSION_COOKIE } from '../../sync-server/app';
import { expectNoSecretsIn, newAccount, PASSWORD } from '../helpers/accounts';
import { parseSetCookie, startTestServer, type TestResponse, type TestServer } from '../helpers/test-server';

/** Seconds in the login (15 min) and sign-up (1 h) windows. */
const LOGIN_WINDOW = 15 * 60;
const REGISTER_WINDOW = 60 * 60;

function expect429(res: TestResponse, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    code: 'too-many-requests',
    message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  });
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits', () => {
  let server: TestServer;
  let ipCounter = 0;
  /** A client coming from its own address (the server trusts X-Forwarded-For here). */
  const fromNewIp = () => {
    ipCounter++;
    return server.client({ headers: { 'X-Forwarded-For': `10.0.${ipCounter >> 8}.${ipCounter & 255}` } });
  };

  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: 'true',
      LOGIN_LIMIT_PER_IP: '3',
      LOGIN_LIMIT_PER_ACCOUNT: '2',
      REGISTER_LIMIT_PER_IP: '2',
    });
  });
  afterAll(() => server?.close());

  it('limits sign-in attempts per IP: 429 with Retry-After, other addresses unaffected', async () => {
    const client = fromNewIp();
    for (let i = 1; i <= 3; i++) {
      const res = await client.post(api.authLogin, { email: `ninguem${i}@exemplo.com`, password: 'x' });
      expect(res.status).toBe(401);
    }
    expect429(
      await client.post(api.authLogin, { email: 'ninguem4@exemplo.com', password: 'x' }),
      LOGIN_WINDOW,
    );
    // Even a malformed attempt counts and is refused before it is read.
    expect429(await client.post(api.authLogin, {}), LOGIN_WINDOW);

    const other = await fromNewIp().post(api.authLogin, { email: 'ninguem5@exemplo.com', password: 'x' });
    expect(other.status).toBe(401);
  });

  it('limits sign-ups per IP', async () => {
    const client = fromNewIp();
    // Invalid payloads still count (and cost no password hashing).
    expect((await client.post(api.authRegister, {})).status).toBe(400);
    expect((await client.post(api.authRegister, {})).status).toBe(400);
    expect429(await client.post(api.authRegister, newAccount()), REGISTER_WINDOW);
    expect((await fromNewIp().post(api.authRegister, {})).status).toBe(400);
  });

  it('limits failed sign-ins per account, whatever the address, without locking out others', async () => {
    const account = newAccount();
    const other = newAccount();
    expect((await fromNewIp().post(api.authRegister, account)).status).toBe(201);
    expect((await fromNewIp().post(api.authRegister, other)).status).toBe(201);

    // A successful sign-in does not count.
    expect((await fromNewIp().post(api.authLogin, { email: account.email, password: PASSWORD })).status).toBe(
      200,
    );
    for (let i = 0; i < 2; i++) {
      const res = await fromNewIp().post(api.authLogin, { email: account.email, password: 'errada123!' });
      expect(res.status).toBe(401);
    }
    // Now even the right password, from a new address and in another case, is refused for a while.
    const blocked = await fromNewIp().post(api.authLogin, {
      email: account.email.toUpperCase(),
      password: PASSWORD,
    });
    expect429(blocked, LOGIN_WINDOW);
    expect(blocked.setCookies).toEqual([]);

    const unaffected = await fromNewIp().post(api.authLogin, { email: other.email, password: PASSWORD });
    expect(unaffected.status).toBe(200);
  });

  it('no answer carries a password hash', () => {
    expectNoSecretsIn(server);
  });
});

describe('behind HTTPS (PUBLIC_ORIGIN https://…, TLS ended by a trusted proxy)', () => {
  const origin = 'https://virada.example';
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_ORIGIN: origin, TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.close());

  it('accepts the public origin and marks the session cookies Secure', async () => {
    expect(server.origin).toBe(origin);
    const client = server.client({ headers: { 'X-Forwarded-Proto': 'https' } });
    const res = await client.post(api.authRegister, newAccount());
    expect(res.status).toBe(201);
    const names = res.setCookies.map((c) => parseSetCookie(c).name);
    expect(names).toContain(SESSION_COOKIE);
    for (const header of res.setCookies) {
      const { attributes } = parseSetCookie(header);
      expect(attributes.has('secure'), header).toBe(true);
      expect(attributes.has('httponly'), header).toBe(true);
      expect(attributes.get('samesite')?.toLowerCase(), header).toBe('lax');
    }
    expect((await client.get(api.authMe)).status).toBe(200);
  });

  it('sends Strict-Transport-Security', async () => {
    const res = await server.client({ headers: { 'X-Forwarded-Proto': 'https' } }).get(api.siteInfo);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('refuses the http://localhost origin once the public origin is https', async () => {
    const res = await server
      .client({ origin: 'http://localhost:3000', headers: { 'X-Forwarded-Proto': 'https' } })
      .post(api.authRegister, newAccount());
    expect(res.status).toBe(403);
  });

  it('no answer carries a password hash', () => {
    expectNoSecretsIn(server);
  });
});
