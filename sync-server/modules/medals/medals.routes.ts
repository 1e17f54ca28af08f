import type Router from '@koa/router';
import type { AchievementDto, AwardMissingMedalsResponse } from '../../../shared/api-types';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { memberAccess, requireMemberAccess } from '../progress/member-access';
import { awardedMessage, awardMissingMedals, awardWindMedal } from './medals.service';

/**
 * The spec's medal calls (§7), the member's own only:
 * POST /api/award-missing-medals/{userId} → 200 { message, count };
 * POST /api/award-wind-medal/{userId} → 201 AchievementDto when awarded now, 200 when already held.
 */
export function medalsRoutes({ em }: Deps): Router {
  const router = apiRouter('/api');
  const access = requireMemberAccess(em, { write: true });

  router.post('/award-missing-medals/:userId', access, async (ctx) => {
    const awarded = await awardMissingMedals(em(), memberAccess(ctx).member);
    const body: AwardMissingMedalsResponse = {
      message: awardedMessage(awarded.length),
      count: awarded.length,
    };
    ctx.body = body;
  });

  router.post('/award-wind-medal/:userId', access, async (ctx) => {
    const { achievement, created } = await awardWindMedal(em(), memberAccess(ctx).member);
    const body: AchievementDto = achievement;
    ctx.status = created ? 201 : 200;
    ctx.body = body;
  });

  return router;
}
