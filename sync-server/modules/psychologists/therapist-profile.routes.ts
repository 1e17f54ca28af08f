import type Router from '@koa/router';
import type { TherapistProfileDto } from '../../../shared/psychologist-api-types';
import { therapistProfileSchema } from '../../../shared/schemas/psychologist.schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser } from '../auth/current-user';
import { requirePsychologist } from '../auth/roles';
import { findProfile, toProfileDto } from './psychologist.repository';
import { saveProfile } from './psychologist.service';

/** GET / PUT /api/therapist-profile: the psychologist's own profile (pending ones too). */
export function therapistProfileRoutes({ em }: Deps): Router {
  const router = apiRouter('/api/therapist-profile');
  const guard = requirePsychologist(em);

  router.get('/', guard, async (ctx) => {
    const profile = await findProfile(em(), currentUser(ctx).id);
    if (!profile) throw notFound();
    const body: TherapistProfileDto = toProfileDto(profile);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.put('/', guard, async (ctx) => {
    const input = parseBody(therapistProfileSchema, ctx.request.body);
    const body: TherapistProfileDto = toProfileDto(await saveProfile(em(), currentUser(ctx).id, input));
    ctx.body = body;
  });

  return router;
}
