import * as v from 'valibot';
import { validationTexts } from '../texts/validation.texts';
import { amountReais } from './checkin.schema';
import { uuidText } from './text';

export const assessmentTexts = {
  daysPerWeekInvalid: 'Informe quantos dias por semana você aposta, de 0 a 7',
  weeklySpendingRequired: 'Informe quanto você gasta por semana com apostas',
  pgsiInvalid: 'Responda todas as 9 perguntas',
} as const;

export const PGSI_QUESTION_COUNT = 9;

/** `POST /api/assessment` (DESIGN.md §7b): the first one starts the journey; retakes are history. */
/** One PGSI answer: 0 (never) to 3 (almost always). */
const pgsiAnswer = v.pipe(
  v.number(assessmentTexts.pgsiInvalid),
  v.integer(assessmentTexts.pgsiInvalid),
  v.minValue(0, assessmentTexts.pgsiInvalid),
  v.maxValue(3, assessmentTexts.pgsiInvalid),
);

export const assessmentSchema = v.object(
  {
    id: v.optional(uuidText(validationTexts.invalidData)),
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
          v.array(pgsiAnswer, assessmentTexts.pgsiInvalid),
          v.length(PGSI_QUESTION_COUNT, assessmentTexts.pgsiInvalid),
        ),
      ),
    ),
  },
  validationTexts.invalidData,
);

export type AssessmentPayload = v.InferOutput<typeof assessmentSchema>;
