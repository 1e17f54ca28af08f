import type Router from '@koa/router';
import type { CopilotReplyResponse, CopilotStatusResponse } from '../../../shared/copilot-api-types';
import { copilotReplySchema } from '../../../shared/schemas/copilot.schema';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser } from '../auth/current-user';
import { requireMember } from '../auth/roles';
import { copilotStatus, replyToMember } from './copilot.service';

/**
 * The copiloto's optional language-model relay (issue 14), members only (visitors 401,
 * psychologists 403); shared/copilot-api-types.ts has the contract:
 * GET /api/copilot/status → CopilotStatusResponse (is a model configured);
 * POST /api/copilot/reply → CopilotReplyResponse (400 without `optIn: true`, 429 past the
 * member's hourly limit, 503 without a model or when it fails).
 * Nothing is stored; the answers are one person's and never kept by a cache.
 */
export function copilotRoutes({ em, config, limiter }: Deps): Router {
  const router = apiRouter('/api/copilot');
  const member = requireMember(em);

  router.get('/status', member, (ctx) => {
    const body: CopilotStatusResponse = copilotStatus(config);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.post('/reply', member, async (ctx) => {
    const input = parseBody(copilotReplySchema, ctx.request.body);
    const body: CopilotReplyResponse = await replyToMember({ config, limiter }, currentUser(ctx).id, input);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  return router;
}
