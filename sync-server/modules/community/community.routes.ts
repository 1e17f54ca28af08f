import type Router from '@koa/router';
import type { CommunityStats } from '../../../shared/api';
import type { Deps } from '../../deps';
import { apiRouter, publicRoute } from '../../http/route-access';
import { communityStats } from './community.service';

/** GET /api/community-stats: public aggregates shown on the landing page. */
export function communityRoutes(deps: Deps): Router {
  const router = apiRouter('/api');
  router.get('/community-stats', publicRoute, async (ctx) => {
    const stats: CommunityStats = await communityStats(deps);
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = stats;
  });
  return router;
}
