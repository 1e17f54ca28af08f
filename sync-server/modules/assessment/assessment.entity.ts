import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A completed assessment (DESIGN.md §7b). The first one starts the journey; retakes are history. */
export const AssessmentSchema = defineEntity({
  name: 'Assessment',
  tableName: 'assessments',
  properties: {
    id: p.string().primary(),
    userId: p.string(),
    completedAt: p.datetime(),
    daysPerWeek: p.integer(),
    weeklySpendingCents: p.integer(),
    /** The nine PGSI answers (0–3), when the screen was answered. */
    pgsi: p.json<number[]>().nullable(),
    pgsiScore: p.integer().nullable(),
  },
});

export type AssessmentRow = InferEntity<typeof AssessmentSchema>;
