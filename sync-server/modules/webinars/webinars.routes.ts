import type Router from '@koa/router';
import type { WebinarDto, WebinarListResponse } from '../../../shared/webinar-api-types';
import type { Deps } from '../../deps';
import { apiRouter, publicRoute } from '../../http/route-access';
import { currentUser, sessionUserId } from '../auth/current-user';
import { requireMember } from '../auth/roles';
import { registerForWebinar, unregisterFromWebinar } from './webinar.service';
import { icsFileName, webinarIcs } from './webinar-ics';
import { findWebinarOr404, listWebinars } from './webinar-read';

/**
 * The webinars members read (issue 13). The list and the calendar files are public (the library
 * is); registering needs a member account (visitors 401, psychologists 403):
 * GET /api/webinars → WebinarListResponse, `registered` marked for the signed-in member;
 * POST /api/webinars/:id/registration → WebinarDto ("quero participar"; again is harmless);
 * DELETE /api/webinars/:id/registration → WebinarDto (cancels the registration);
 * GET /api/webinars/:id/calendar.ics → text/calendar, as an attachment.
 */
export function webinarsRoutes({ em, config }: Deps): Router {
  const router = apiRouter('/api/webinars');
  const member = requireMember(em);

  router.get('/', publicRoute, async (ctx) => {
    const body: WebinarListResponse = await listWebinars(em(), sessionUserId(ctx));
    // One person's view (their registrations): never kept by a shared cache.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.post('/:id/registration', member, async (ctx) => {
    const body: WebinarDto = await registerForWebinar(em(), ctx.params.id!, currentUser(ctx).id);
    ctx.body = body;
  });

  router.delete('/:id/registration', member, async (ctx) => {
    const body: WebinarDto = await unregisterFromWebinar(em(), ctx.params.id!, currentUser(ctx).id);
    ctx.body = body;
  });

  router.get('/:id/calendar.ics', publicRoute, async (ctx) => {
    const webinar = await findWebinarOr404(em(), ctx.params.id!);
    ctx.set('Content-Type', 'text/calendar; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${icsFileName(webinar.title)}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = webinarIcs(webinar, config.publicOrigin);
  });

  return router;
}
