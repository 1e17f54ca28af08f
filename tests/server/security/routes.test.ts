/**
 * Every API route, read from the router's own table (not a hand-kept list), tried the way an
 * attacker would (issue 17): each kind of caller against the guard the route declares, path
 * spellings that a case-insensitive or normalising matcher could fold onto the route, and
 * mutations without the CSRF defences. A route added by a later issue is covered the moment it
 * is registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../sync-server/http/route-access';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import {
  CALLERS,
  type Callers,
  callRoute,
  expectedGuard,
  fillPath,
  INVALID_BODY,
  letIn,
  MUTATING,
  rawRequest,
  setUpCallers,
  title,
} from './harness';

let server: TestServer;
let callers: Callers;
let routes: RouteEntry[];

beforeAll(async () => {
  server = await startTestServer();
  callers = await setUpCallers(server);
  routes = server.app.routes;
}, 60_000);
afterAll(() => server?.close());

/**
 * Spellings of a route's path other than the canonical one: each static segment upper-cased,
 * capitalised and with its first letter percent-encoded; the whole path upper-cased; a trailing
 * slash; doubled slashes; an encoded slash; dot segments.
 */
function variants(route: string, memberId: string): string[] {
  const segments = route.split('/').slice(1);
  const fill = (segs: string[]) => fillPath(`/${segs.join('/')}`, memberId);
  const canonical = fill(segments);
  const out = new Set<string>();
  segments.forEach((segment, i) => {
    if (segment.startsWith(':')) return;
    const swap = (to: string) => fill(segments.map((s, j) => (j === i ? to : s)));
    out.add(swap(segment.toUpperCase()));
    out.add(swap(segment[0]!.toUpperCase() + segment.slice(1)));
    out.add(swap(`%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`));
    out.add(swap(`%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`));
  });
  out.add(canonical.toUpperCase());
  out.add(`${canonical}/`);
  out.add(`/${canonical}`);
  out.add(canonical.replace('/api/', '/api//'));
  out.add(canonical.replace(/\/([^/]+)$/, '%2F$1'));
  out.add(canonical.replace('/api/', '/api/./'));
  out.add(canonical.replace('/api/', '/api/x/../'));
  out.delete(canonical);
  return [...out];
}

describe('the route table', () => {
  it('lists the routes, each with the access its guard declares', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.access === undefined).map(title)).toEqual([]);
    // The routes the audit found open: their guard is staff-only.
    for (const path of ['/api/admin/medal-emails', '/api/admin/notifications', '/api/admin/analytics']) {
      expect(routes.find((r) => r.path === path)?.access).toBe('admin');
    }
    // Expert webinars (issue 13): staff manage them, members register, anyone reads.
    const accessOf = (method: string, path: string) =>
      routes.find((r) => r.method === method && r.path === path)?.access;
    for (const [method, path] of [
      ['GET', '/api/admin/webinars'],
      ['POST', '/api/admin/webinars'],
      ['PUT', '/api/admin/webinars/:id'],
      ['POST', '/api/admin/webinars/:id/cancel'],
    ] as const)
      expect(accessOf(method, path), `${method} ${path}`).toBe('admin');
    expect(accessOf('POST', '/api/webinars/:id/registration')).toBe('member');
    expect(accessOf('DELETE', '/api/webinars/:id/registration')).toBe('member');
    expect(accessOf('GET', '/api/webinars')).toBe('public');
    expect(accessOf('GET', '/api/webinars/:id/calendar.ics')).toBe('public');
  });
});

describe('guards, per route and kind of caller', () => {
  it.each(CALLERS)('%s', async (caller) => {
    for (const route of routes) {
      const res = await callRoute(
        server,
        callers,
        caller,
        route.method,
        fillPath(route.path, callers.member.user.id),
      );
      const expected = expectedGuard(route.access!, caller);
      const where = `${caller} → ${title(route)} (${route.access}): ${res.status} ${res.text.slice(0, 120)}`;
      expect.soft(res.status, where).toBeLessThan(500);
      if (expected === 'in') expect.soft(letIn(res), where).toBe(true);
      else if (expected === 'in-or-404') expect.soft(letIn(res) || res.status === 404, where).toBe(true);
      else {
        expect.soft(res.status, where).toBe(expected);
        if (expected === 404) expect.soft(res.body?.code, where).toBe('not-found');
      }
    }
  });
});

describe('path spellings', () => {
  it.each(CALLERS)('%s: every other spelling answers as the canonical path or 404', async (caller) => {
    const memberId = callers.member.user.id;
    for (const route of routes) {
      const canonical = await callRoute(
        server,
        callers,
        caller,
        route.method,
        fillPath(route.path, memberId),
      );
      for (const path of variants(route.path, memberId)) {
        const res = await callRoute(server, callers, caller, route.method, path);
        const where = `${caller} → ${route.method} ${path} (canonical ${canonical.status}): ${res.status}`;
        expect.soft(res.status, where).toBeLessThan(500);
        expect.soft([canonical.status, 404], where).toContain(res.status);
      }
    }
  });

  it('the audit exploit: /api/ADMIN/medal-emails without a cookie is a 404, not members’ data', async () => {
    const res = await rawRequest(server, 'GET', '/api/ADMIN/medal-emails', { origin: null });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('@');
    for (const path of ['/API/admin/analytics', '/Api/admin/analytics', '/api/Admin/analytics']) {
      expect((await rawRequest(server, 'GET', path, { origin: null })).status).toBe(404);
    }
    const push = await rawRequest(server, 'POST', '/api/Admin/notifications', {
      body: JSON.stringify({ title: 'Oi', body: 'Mensagem', segment: 'all' }),
    });
    expect(push.status).toBe(404);
  });
});

describe('mutations without the CSRF defences', () => {
  const foreign = 'https://ataque.example';
  it.each(['anonymous', 'member'] as const)('%s', async (caller) => {
    const client = await callers.client(caller);
    const cookie = client.cookieHeader() || undefined;
    const body = JSON.stringify(INVALID_BODY);
    for (const route of routes.filter((r) => MUTATING.has(r.method))) {
      const path = fillPath(route.path, callers.member.user.id);
      const upper = path.replace(/^\/api\/([a-z])/, (_m, c: string) => `/api/${c.toUpperCase()}`);
      // A Pix provider's webhook (issue 15) has no browser and no Origin: its credential is the
      // HMAC signature of its body, so an unsigned request is refused with 401 instead.
      const refused = route.path === '/api/payments/webhook' ? 401 : 403;
      const cases = [
        { what: 'foreign Origin', path, origin: foreign, contentType: 'application/json', expected: refused },
        { what: 'no Origin', path, origin: null, contentType: 'application/json', expected: refused },
        { what: 'text/plain body', path, origin: undefined, contentType: 'text/plain', expected: 415 },
        {
          what: 'case variant, foreign Origin',
          path: upper,
          origin: foreign,
          contentType: 'application/json',
          expected: 403,
        },
        {
          what: 'case variant, /API',
          path: path.replace('/api/', '/API/'),
          origin: foreign,
          contentType: 'application/json',
          expected: 403,
        },
      ];
      for (const c of cases) {
        const res = await rawRequest(server, route.method, c.path, {
          cookie,
          origin: c.origin,
          contentType: c.contentType,
          body,
        });
        expect
          .soft(res.status, `${caller} → ${route.method} ${c.path}, ${c.what}: ${res.text}`)
          .toBe(c.expected);
      }
    }
  });
});
