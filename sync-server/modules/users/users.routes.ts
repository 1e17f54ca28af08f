import type Router from '@koa/router';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { apiRouter } from '../../http/route-access';
import { currentUser, requireUser } from '../auth/current-user';

/** PATCH /api/users/{id}/last-access: only the user themself; anyone else gets 404. */
export function usersRoutes({ em }: Deps): Router {
  const router = apiRouter('/api/users');
  router.patch('/:id/last-access', requireUser(em), async (ctx) => {
    const user = currentUser(ctx);
    if (ctx.params.id !== user.id) throw notFound();
    user.lastAccessAt = new Date();
    await em().flush();
    ctx.status = 204;
  });
  return router;
}
