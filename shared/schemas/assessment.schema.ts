import * as v from 'valibot';
import { amountReais } from './checkin.schema';

export const assessmentTexts = {
  daysPerWeekInvalid: 'Informe quantos dias por semana você aposta, de 0 a 7',
  weeklySpendingRequired: 'Informe quanto você gasta por semana com apostas',
  pgsiInvalid: 'Responda todas as 9 perguntas',
} as const;

export const PGSI_QUESTION_COUNT = 9;

/** `POST /api/assessment` (DESIGN.md §7b): the first one starts the journey; retakes are history. */
export const assessmentSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid())),
  daysPerWeek: v.pipe(
    v.number(assessmentTexts.daysPerWeekInvalid),
    v.integer(assessmentTexts.daysPerWeekInvalid),
    v.minValue(0, assessmentTexts.daysPerWeekInvalid),
    v.maxValue(7, assessmentTexts.daysPerWeekInvalid),
  ),
  weeklySpending: amountReais,
  pgsi: v.optional(
    v.nullable(
      v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)), assessmentTexts.pgsiInvalid),
        v.length(PGSI_QUESTION_COUNT, assessmentTexts.pgsiInvalid),
      ),
    ),
  ),
});

export type AssessmentPayload = v.InferOutput<typeof assessmentSchema>;
