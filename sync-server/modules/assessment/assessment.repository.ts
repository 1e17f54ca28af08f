import type { EntityManager } from '@mikro-orm/knex';
import type { AssessmentDto } from '../../../shared/api-types';
import { centsToReais } from '../../../shared/domain/money';
import type { Assessment } from '../../../shared/domain/types';
import { type AssessmentRow, AssessmentSchema } from './assessment.entity';

/** A member's assessments, newest first. */
export const findMemberAssessments = (em: EntityManager, userId: string) =>
  em.find(AssessmentSchema, { userId }, { orderBy: { completedAt: 'desc', id: 'desc' } });

export const toAssessment = (row: AssessmentRow): Assessment => ({
  id: row.id,
  completedAt: row.completedAt.toISOString(),
  daysPerWeek: row.daysPerWeek,
  weeklySpendingCents: row.weeklySpendingCents,
  pgsiAnswers: row.pgsi ?? null,
});

export const toAssessmentDto = (row: AssessmentRow): AssessmentDto => ({
  id: row.id,
  daysPerWeek: row.daysPerWeek,
  weeklySpending: centsToReais(row.weeklySpendingCents),
  pgsi: row.pgsi ?? null,
  pgsiScore: row.pgsiScore ?? null,
  completedAt: row.completedAt.toISOString(),
});
