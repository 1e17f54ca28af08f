import type { EntityManager } from '@mikro-orm/knex';
import type { GoalDto } from '../../../shared/api-types';
import { centsToReais } from '../../../shared/domain/money';
import type { Goal } from '../../../shared/domain/types';
import { type GoalRow, GoalSchema } from './goal.entity';

/** A member's goals, newest first (the first is the current one). */
export const findMemberGoals = (em: EntityManager, userId: string) =>
  em.find(GoalSchema, { userId }, { orderBy: { setAt: 'desc', id: 'desc' } });

export const toGoal = (row: GoalRow): Goal => ({
  id: row.id,
  setAt: row.setAt.toISOString(),
  type: row.type,
  targetDaysPerWeek: row.targetDaysPerWeek ?? null,
  targetWeeklySpendingCents: row.targetWeeklySpendingCents ?? null,
});

export const toGoalDto = (row: GoalRow): GoalDto => ({
  id: row.id,
  type: row.type,
  targetDaysPerWeek: row.targetDaysPerWeek ?? null,
  targetWeeklySpending:
    row.targetWeeklySpendingCents === null || row.targetWeeklySpendingCents === undefined
      ? null
      : centsToReais(row.targetWeeklySpendingCents),
  setAt: row.setAt.toISOString(),
});
