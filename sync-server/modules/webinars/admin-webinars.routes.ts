import type Router from '@koa/router';
import { webinarInputSchema } from '../../../shared/schemas/webinar.schema';
import type { AdminWebinarDto, AdminWebinarListResponse } from '../../../shared/webinar-api-types';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { requireAdmin } from '../auth/roles';
import { cancelWebinar, createWebinar, updateWebinar } from './webinar.service';
import { listAdminWebinars } from './webinar-read';

/**
 * `/admin/webinars`' API, staff only (visitors 401, everyone else 403 `admin-only`), the guard
 * bound to each route:
 * GET /api/admin/webinars → AdminWebinarListResponse;
 * POST /api/admin/webinars {WebinarInput} → 201 AdminWebinarDto;
 * PUT /api/admin/webinars/:id {WebinarInput} → AdminWebinarDto (the recording link included);
 * POST /api/admin/webinars/:id/cancel → AdminWebinarDto (registered members are told once).
 */
export function adminWebinarsRoutes({ em }: Deps): Router {
  const router = apiRouter('/api/admin/webinars');
  const guard = requireAdmin(em);

  router.get('/', guard, async (ctx) => {
    const body: AdminWebinarListResponse = await listAdminWebinars(em());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/', guard, async (ctx) => {
    const input = parseBody(webinarInputSchema, ctx.request.body);
    const body: AdminWebinarDto = await createWebinar(em(), input);
    ctx.status = 201;
    ctx.body = body;
  });

  router.put('/:id', guard, async (ctx) => {
    const input = parseBody(webinarInputSchema, ctx.request.body);
    const body: AdminWebinarDto = await updateWebinar(em(), ctx.params.id!, input);
    ctx.body = body;
  });

  router.post('/:id/cancel', guard, async (ctx) => {
    const body: AdminWebinarDto = await cancelWebinar(em(), ctx.params.id!);
    ctx.body = body;
  });

  return router;
}
