import type Router from '@koa/router';
import * as v from 'valibot';
import type { ClientSummaryDto, PsychologistOverviewDto } from '../../../shared/psychologist-api-types';
import { validationTexts } from '../../../shared/texts/validation.texts';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser } from '../auth/current-user';
import { requirePsychologist } from '../auth/roles';
import { markContactHandled } from './psychologist.service';
import { clientSummaryFor, psychologistOverview } from './psychologist-overview';

const handledSchema = v.object({ status: v.literal('handled', validationTexts.invalidData) });

/**
 * GET /api/psychologist/overview → PsychologistOverviewDto;
 * GET /api/psychologist/clients/{clientId} → ClientSummaryDto (404 without an active grant);
 * PATCH /api/psychologist/contact-requests/{id} { status: 'handled' } → 204.
 */
export function psychologistAreaRoutes({ em }: Deps): Router {
  const router = apiRouter('/api/psychologist');
  const guard = requirePsychologist(em);

  router.get('/overview', guard, async (ctx) => {
    const body: PsychologistOverviewDto = await psychologistOverview(em(), currentUser(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/clients/:clientId', guard, async (ctx) => {
    const body: ClientSummaryDto = await clientSummaryFor(em(), currentUser(ctx), ctx.params.clientId!);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.patch('/contact-requests/:id', guard, async (ctx) => {
    parseBody(handledSchema, ctx.request.body);
    await markContactHandled(em(), currentUser(ctx).id, ctx.params.id!);
    ctx.status = 204;
  });

  return router;
}
