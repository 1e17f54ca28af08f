import * as v from 'valibot';
import { validationTexts } from '../texts/validation.texts';
import { amountReais } from './checkin.schema';
import { uuidText } from './text';

export const goalTexts = {
  typeRequired: 'Escolha a sua meta: parar totalmente ou reduzir aos poucos',
  targetDaysInvalid: 'Informe em quantos dias por semana, no máximo, você quer apostar (0 a 7)',
  targetSpendingRequired: 'Informe o limite de gasto por semana',
} as const;

/**
 * `PUT /api/goals` (DESIGN.md §7b). Reduction needs both targets; cessation has none (targets
 * sent with it are dropped).
 */
export const goalSchema = v.pipe(
  v.variant(
    'type',
    [
      v.object({ type: v.literal('cessation', goalTexts.typeRequired) }, validationTexts.invalidData),
      v.object(
        {
          type: v.literal('reduction', goalTexts.typeRequired),
          targetDaysPerWeek: v.pipe(
            v.number(goalTexts.targetDaysInvalid),
            v.integer(goalTexts.targetDaysInvalid),
            v.minValue(0, goalTexts.targetDaysInvalid),
            v.maxValue(7, goalTexts.targetDaysInvalid),
          ),
          targetWeeklySpending: v.pipe(v.number(goalTexts.targetSpendingRequired), amountReais),
        },
        validationTexts.invalidData,
      ),
    ],
    goalTexts.typeRequired,
  ),
);

/**
 * The optional client id that makes `PUT /api/goals` idempotent, read from the same body as
 * `goalSchema` (which carries no id, so the variant's objects drop it).
 */
export const goalClientIdSchema = v.looseObject(
  { id: v.optional(uuidText(validationTexts.invalidData)) },
  validationTexts.invalidData,
);

export type GoalPayload = v.InferOutput<typeof goalSchema>;
