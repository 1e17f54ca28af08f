import type Router from '@koa/router';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { contactRequestSchema, type TherapistSearch } from '../../../shared/schemas/psychologist.schema';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser } from '../auth/current-user';
import { requireMember } from '../auth/roles';
import { findTherapist, requestContact, searchTherapists } from './psychologist.service';

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The members' directory of approved psychologists:
 * GET /api/therapists?q=&uf=&online=true&approach= → TherapistPublicDto[];
 * GET /api/therapists/{id} → TherapistPublicDto (pending or unknown: 404);
 * POST /api/therapists/{id}/contact { message? } → 201 new request, 200 one already open.
 */
export function therapistsRoutes({ em }: Deps): Router {
  const router = apiRouter('/api/therapists');
  const guard = requireMember(em);

  router.get('/', guard, async (ctx) => {
    const search: TherapistSearch = {
      q: one(ctx.query.q),
      uf: one(ctx.query.uf)?.toUpperCase(),
      online: one(ctx.query.online) === 'true',
      approach: one(ctx.query.approach),
    };
    const body: TherapistPublicDto[] = await searchTherapists(em(), currentUser(ctx).id, search);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/:id', guard, async (ctx) => {
    const body: TherapistPublicDto = await findTherapist(em(), currentUser(ctx).id, ctx.params.id!);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/:id/contact', guard, async (ctx) => {
    const { message } = parseBody(contactRequestSchema, ctx.request.body ?? {});
    const { created } = await requestContact(em(), currentUser(ctx), ctx.params.id!, message);
    ctx.status = created ? 201 : 200;
    ctx.body = { requested: true };
  });

  return router;
}
