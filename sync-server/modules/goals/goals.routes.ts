import type Router from '@koa/router';
import type { GoalDto, GoalsResponse } from '../../../shared/api-types';
import { goalClientIdSchema, goalSchema } from '../../../shared/schemas/goal.schema';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser, requireUser } from '../auth/current-user';
import { findMemberGoals, toGoalDto } from './goal.repository';
import { setGoal } from './goals.service';

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
    const { id } = parseBody(goalClientIdSchema, ctx.request.body);
    const body: GoalDto = toGoalDto(await setGoal(em(), currentUser(ctx), { ...input, id }));
    ctx.body = body;
  });

  return router;
}
