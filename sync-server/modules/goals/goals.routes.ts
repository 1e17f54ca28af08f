import type Router from '@koa/router';
import * as v from 'valibot';
import type { GoalDto, GoalsResponse } from '../../../shared/api-types';
import { goalSchema } from '../../../shared/schemas/goal.schema';
import { validationTexts } from '../../../shared/texts/validation.texts';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser, requireUser } from '../auth/current-user';
import { findMemberGoals, toGoalDto } from './goal.repository';
import { setGoal } from './goals.service';

/** The optional client id that makes `PUT /api/goals` idempotent (goalSchema carries no id). */
const clientIdSchema = v.looseObject({
  id: v.optional(v.pipe(v.string(validationTexts.invalidData), v.uuid(validationTexts.invalidData))),
});

/** GET /api/goals → GoalsResponse; PUT /api/goals → the stored GoalDto (DESIGN.md §7b). */
export function goalsRoutes({ em }: Deps): Router {
  const router = apiRouter('/api/goals');

  router.get('/', requireUser(em), async (ctx) => {
    const history = (await findMemberGoals(em(), currentUser(ctx).id)).map(toGoalDto);
    const body: GoalsResponse = { current: history[0] ?? null, history };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.put('/', requireUser(em), async (ctx) => {
    const input = parseBody(goalSchema, ctx.request.body);
    const { id } = parseBody(clientIdSchema, ctx.request.body);
    const body: GoalDto = toGoalDto(await setGoal(em(), currentUser(ctx), { ...input, id }));
    ctx.body = body;
  });

  return router;
}
