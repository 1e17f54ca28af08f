import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageRoutePaths } from '../../../web/prerender/page-routes';

// The route table loads every route's module; the mood chart's library measures the screen on load.
vi.hoisted(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

/**
 * Issue 15 part 6: the server answers 404 to a path the app does not know, from the route list
 * the build writes (pageRoutePaths over the router's own table, never a hand list). Every path of
 * the spec's route table (spec §2) stays known.
 */
const SPEC_ROUTES = [
  '/',
  '/home-reframe',
  '/register',
  '/simple-register',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/assessment',
  '/goals',
  '/dashboard',
  '/dashboard-cockpit',
  '/community',
  '/learn',
  '/profile',
  '/therapists',
  '/checkout',
  '/checkout-test',
  '/copiloto',
  '/jogos',
  '/contato',
  '/journal',
  '/chat',
  '/chess',
  '/app',
  '/admin/analytics',
  '/admin/medal-emails',
  '/admin/notifications',
  '/termos',
  '/articles/addiction-assessment',
  '/articles/budget-calculator',
  '/articles/brain-impact',
  '/articles/tigrinho-risks',
  '/articles/medal-system',
  '/articles/gambling-blockers',
  '/articles/mindfulness-techniques',
  '/articles/complete-recovery-guide',
  '/psychologist',
  '/psychologist-register',
  '/psychologist-login',
  '/psychologist-dashboard',
  '/therapist-profile',
];

let routes: string[] = [];
beforeAll(async () => {
  const { appRoutePaths } = await import('../../../web/prerender/render-page');
  routes = pageRoutePaths(appRoutePaths());
}, 60_000);
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/\$[A-Za-z]+/g, '[^/]+')}$`).test(path);
const known = (path: string) => routes.some((route) => matches(route, path));

describe('the route list the server reads', () => {
  it('knows every path of the spec route table', () => {
    expect(SPEC_ROUTES.filter((path) => !known(path))).toEqual([]);
  });

  it('keeps the routes whose values are data as patterns', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        '/community/$threadId',
        '/therapists/$id',
        '/psychologist-dashboard/clients/$clientId',
      ]),
    );
    expect(known('/community/0b6e1c2d')).toBe(true);
  });

  it('names each guide and lesson, so a path that is neither is unknown', () => {
    expect(
      routes.filter((route) => route.startsWith('/articles/') || route.startsWith('/learn/')),
    ).not.toEqual(expect.arrayContaining([expect.stringContaining('$')]));
    expect(routes.some((route) => /^\/learn\/[^/$]+\/[^/$]+$/.test(route))).toBe(true);
    expect(known('/articles/nao-existe')).toBe(false);
    expect(known('/learn/curso-que-nao-existe')).toBe(false);
    expect(known('/learn/curso/aula')).toBe(false);
  });
});
