import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One row per member: the sync version (bumped in every transaction that changes the member's
 * facts; the pull cursor) and a snapshot of the numbers as of that version, which
 * community-stats sums. Written with plain SQL in user-progress.repository.ts. Amounts per record
 * fit an integer (at most R$ 10 million); a member's total saved may not, hence bigint.
 */
export const UserProgressSchema = defineEntity({
  name: 'UserProgress',
  tableName: 'user_progress',
  properties: {
    userId: p.string().primary(),
    syncVersion: p.integer(),
    moneySavedCents: p.bigint('number'),
    daysWithoutBetting: p.integer(),
    currentStreak: p.integer(),
    bestStreak: p.integer(),
    updatedAt: p.datetime(),
  },
});

export type UserProgressRow = InferEntity<typeof UserProgressSchema>;
