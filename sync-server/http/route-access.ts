import Router from '@koa/router';
import type { Middleware } from 'koa';

/**
 * Who a route lets in, declared by the guard bound to it (DESIGN.md §11). The security suite
 * reads these from the router table and calls every route as every kind of caller; `createApp`
 * refuses to start when a route declares none.
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any account (anonymous → 401);
 * - `member`: member accounts, staff included (anonymous → 401, psychologists → 403);
 * - `psychologist`: psychologists (anonymous → 401, others → 403);
 * - `admin`: staff (anonymous → 401, others → 403);
 * - `member-data`: a member's `{userId}` data: the member, a grantee with the scope, staff
 *   (anonymous → 401, anyone else → 404);
 * - `own-member-data`: a member's `{userId}` data, the member only (anyone else → 404).
 */
export type RouteAccess =
  | 'public'
  | 'signed-in'
  | 'member'
  | 'psychologist'
  | 'admin'
  | 'member-data'
  | 'own-member-data';

const ACCESS = Symbol.for('virada.routeAccess');

type Guard = Middleware & { [ACCESS]?: RouteAccess };

/** Marks a guard middleware with the access it enforces. */
export function declareAccess<M extends Middleware>(access: RouteAccess, guard: M): M {
  (guard as Guard)[ACCESS] = access;
  return guard;
}

/** The access a middleware declares, if it is a guard. */
export function accessOf(middleware: unknown): RouteAccess | undefined {
  return typeof middleware === 'function' ? (middleware as Guard)[ACCESS] : undefined;
}

/** The guard of routes anyone may call: it checks nothing and says so in the route table. */
export const publicRoute: Middleware = declareAccess('public', (_ctx, next) => next());

/**
 * A router for `/api` routes: matched case-sensitively, so a route matches only the spelling
 * that `canonicalApiPaths` lets through. Guards are passed to each route (`router.get(path,
 * guard, handler)`), never with `router.use`, whose prefix pattern a route can escape.
 */
export const apiRouter = (prefix: string) => new Router({ prefix, sensitive: true });

export interface RouteEntry {
  method: string;
  /** The route as declared, e.g. `/api/dashboard/:userId`. */
  path: string;
  access: RouteAccess | undefined;
}

/** Every route of the given routers, with the access its guard declares (HEAD left out). */
export function routeTable(routers: Router[]): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const router of routers) {
    for (const layer of router.stack) {
      const access = layer.stack.map(accessOf).find((a) => a !== undefined);
      for (const method of layer.methods) {
        if (method !== 'HEAD') entries.push({ method, path: String(layer.path), access });
      }
    }
  }
  return entries;
}

/** Throws when a route has no guard declaring its access: such a server must not start. */
export function assertEveryRouteDeclaresAccess(routers: Router[]): void {
  const undeclared = routeTable(routers).filter((r) => r.access === undefined);
  if (undeclared.length > 0) {
    const list = undeclared.map((r) => `${r.method} ${r.path}`).join(', ');
    throw new Error(`Routes without a declared access guard: ${list}`);
  }
}
