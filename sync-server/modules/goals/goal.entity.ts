import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { GoalType } from '../../../shared/domain/types';

/** A goal the member set; the latest is current, earlier ones are history (DESIGN.md §7b). */
export const GoalSchema = defineEntity({
  name: 'Goal',
  tableName: 'goals',
  properties: {
    id: p.string().primary(),
    userId: p.string(),
    setAt: p.datetime(),
    type: p.string().$type<GoalType>(),
    targetDaysPerWeek: p.integer().nullable(),
    targetWeeklySpendingCents: p.integer().nullable(),
  },
});

export type GoalRow = InferEntity<typeof GoalSchema>;
