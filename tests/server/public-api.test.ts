import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { TERMS_VERSION } from '../../shared/constants';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { expectNoSecretsIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    COMPANY_LEGAL_NAME: 'Empresa de Teste Ltda.',
    CONTACT_EMAIL: 'ola@teste.example',
  });
});
afterAll(() => server?.close());

describe('GET /api/community-stats', () => {
  it('counts members (clients) only', async () => {
    const empty = await server.request('GET', api.communityStats);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ totalUsers: 0, totalMoneySaved: 0, totalDaysWithoutBetting: 0 });

    await signUp(server);
    await signUp(server);
    // Staff and psychologists are not members of the community.
    const em = server.em();
    for (const userType of ['psychologist', 'admin'] as const) {
      em.create(UserSchema, {
        id: randomUUID(),
        email: `${userType}@exemplo.com`,
        name: userType,
        passwordHash: 'not-a-real-hash',
        userType,
        timezone: 'America/Sao_Paulo',
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: new Date(),
        createdAt: new Date(),
        lastAccessAt: null,
      });
    }
    await em.flush();

    const res = await server.request('GET', api.communityStats);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalUsers: 2, totalMoneySaved: 0, totalDaysWithoutBetting: 0 });
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });
});

describe('GET /api/site-info', () => {
  it("answers the operator's public facts from the configuration", async () => {
    const res = await server.request('GET', api.siteInfo);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      company: server.config.company,
      links: server.config.links,
      contactEmail: 'ola@teste.example',
      // No PRIVACY_EMAIL: the data-protection contact is CONTACT_EMAIL, since it is set.
      privacyEmail: 'ola@teste.example',
    });
    expect(res.body.company.legalName).toBe('Empresa de Teste Ltda.');
    expect(res.body.links.supportGroups).toMatch(/^https:\/\//);
  });
});

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await server.request('GET', api.health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nada-aqui'],
    ['GET', '/api/users'],
    ['GET', '/api/auth/unknown'],
  ])('%s %s answers 404 JSON not-found', async (method, path) => {
    const res = await server.request(method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ code: 'not-found', message: 'Não encontrado.' });
  });

  it('answers 404 JSON to an unknown mutation with an allowed Origin', async () => {
    const res = await server.client().post('/api/nada-aqui', { a: 1 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not-found');
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', api.siteInfo],
    ['an error answer', '/api/nada-aqui'],
    ['a page path (API-only server)', '/dashboard'],
  ])('are sent on %s', async (_label, path) => {
    const res = await server.request('GET', path);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!, values]),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    // Plain http: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('error answers are not cached', async () => {
    const res = await server.request('GET', '/api/nada-aqui');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('leaks', () => {
  it('no answer of this file carries a password hash', () => {
    expectNoSecretsIn(server);
  });
});
