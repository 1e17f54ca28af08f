import type Router from '@koa/router';
import { apiRouter, publicRoute } from '../../http/route-access';

/** GET /api/health: the load balancer's liveness probe; answers without touching the database. */
export function healthRoutes(): Router {
  const router = apiRouter('/api');
  router.get('/health', publicRoute, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true };
  });
  return router;
}
