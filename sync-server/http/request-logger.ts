import type { Middleware } from 'koa';
import { isApiPath } from './api-path';
import { routeOf } from './error-middleware';

/**
 * One line per API request: method, route pattern, status and time. Static files are not logged.
 * The pattern, not the path: a path can hold an invite code or another one-time value.
 */
export function requestLogger(): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (isApiPath(ctx.path)) {
        const ms = (performance.now() - started).toFixed(1);
        console.log(`${ctx.method} ${routeOf(ctx)} ${ctx.status} ${ms}ms`);
      }
    }
  };
}
