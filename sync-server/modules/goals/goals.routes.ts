import Router from '@koa/router';
import * as v from 'valibot';
import type { GoalDto, GoalsResponse } from '../../../shared/api-types';
import { goalSchema } from '../../../shared/schemas/goal.schema';
import { validationTexts } from '../../../shared/texts/validation.texts';
import type { Deps } from '../../deps';
import { parseBody } from '../../http/validate';
import { currentUser, requireUser } from '../auth/current-user';
import { findMemberGoals, toGoalDto } from './goal.repository';
import { setGoal } from './goals.service';

/** The optional client id that makes `PUT /api/goals` idempotent (goalSchema carries no id). */
const clientIdSchema = v.looseObject({
  id: v.optional(v.pipe(v.string(validationTexts.invalidData), v.uuid(validationTexts.invalidData))),
});

/**
 * Shim until shared/schemas/validate.ts fills missing keys inside variants too: a reduction sent
 * without a target gets valibot's English "Invalid key" text instead of the field's pt-BR one,
 * because only top-level missing keys are presented as `undefined`.
 */
function withReductionKeys(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  if ((body as { type?: unknown }).type !== 'reduction') return body;
  return { targetDaysPerWeek: undefined, targetWeeklySpending: undefined, ...body };
}

/** GET /api/goals → GoalsResponse; PUT /api/goals → the stored GoalDto (DESIGN.md §7b). */
export function goalsRoutes({ em }: Deps): Router {
  const router = new Router({ prefix: '/api/goals' });

  router.get('/', requireUser(em), async (ctx) => {
    const history = (await findMemberGoals(em(), currentUser(ctx).id)).map(toGoalDto);
    const body: GoalsResponse = { current: history[0] ?? null, history };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.put('/', requireUser(em), async (ctx) => {
    const input = parseBody(goalSchema, withReductionKeys(ctx.request.body));
    const { id } = parseBody(clientIdSchema, ctx.request.body);
    const body: GoalDto = toGoalDto(await setGoal(em(), currentUser(ctx), { ...input, id }));
    ctx.body = body;
  });

  return router;
}
