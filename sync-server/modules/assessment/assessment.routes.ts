import type Router from '@koa/router';
import type { AssessmentDto, AssessmentsResponse } from '../../../shared/api-types';
import { assessmentSchema } from '../../../shared/schemas/assessment.schema';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser, requireUser } from '../auth/current-user';
import { findMemberAssessments, toAssessmentDto } from './assessment.repository';
import { recordAssessment } from './assessment.service';

/**
 * POST /api/assessment → 201 with the stored AssessmentDto (200 when an `id` replays one);
 * GET /api/assessment → AssessmentsResponse (DESIGN.md §7b).
 */
export function assessmentRoutes({ em }: Deps): Router {
  const router = apiRouter('/api/assessment');

  router.get('/', requireUser(em), async (ctx) => {
    const history = (await findMemberAssessments(em(), currentUser(ctx).id)).map(toAssessmentDto);
    const body: AssessmentsResponse = { current: history[0] ?? null, history };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/', requireUser(em), async (ctx) => {
    const input = parseBody(assessmentSchema, ctx.request.body);
    const { assessment, created } = await recordAssessment(em(), currentUser(ctx), input);
    const body: AssessmentDto = toAssessmentDto(assessment);
    ctx.status = created ? 201 : 200;
    ctx.body = body;
  });

  return router;
}
