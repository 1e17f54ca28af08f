import type { Middleware } from 'koa';

/** One line per API request: method, path, status and time. Static files are not logged. */
export function requestLogger(): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        const ms = (performance.now() - started).toFixed(1);
        console.log(`${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms`);
      }
    }
  };
}
