import Router from '@koa/router';
import type { CommunityStats } from '../../../shared/api';
import type { Deps } from '../../deps';
import { communityStats } from './community.service';

/** GET /api/community-stats: public aggregates shown on the landing page. */
export function communityRoutes({ em }: Deps): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/community-stats', async (ctx) => {
    const stats: CommunityStats = await communityStats(em());
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = stats;
  });
  return router;
}
