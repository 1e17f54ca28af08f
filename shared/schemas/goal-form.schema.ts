import * as v from 'valibot';
import { parseAmountBR } from '../domain/money';
import { validationTexts } from '../texts/validation.texts';
import { choiceText, reaisText } from './assessment-form.schema';
import { goalSchema, goalTexts } from './goal.schema';

/**
 * /goals as typed: the chosen type ('' until chosen) and, for a reduction, the targets as text
 * (ignored when the goal is to stop entirely). Each field's form is checked on its own; the
 * numbers are then checked by the server's own `goalSchema`, so the form and `PUT /api/goals`
 * agree.
 */
export const goalFormSchema = v.pipe(
  v.variant(
    'type',
    [
      v.object({ type: v.literal('cessation', goalTexts.typeRequired) }, validationTexts.invalidData),
      v.object(
        {
          type: v.literal('reduction', goalTexts.typeRequired),
          targetDaysPerWeek: choiceText(goalTexts.targetDaysInvalid),
          targetWeeklySpending: reaisText(goalTexts.targetSpendingRequired),
        },
        validationTexts.invalidData,
      ),
    ],
    goalTexts.typeRequired,
  ),
  v.transform((form) =>
    form.type === 'reduction'
      ? {
          type: form.type,
          targetDaysPerWeek: Number(form.targetDaysPerWeek),
          targetWeeklySpending: parseAmountBR(form.targetWeeklySpending),
        }
      : form,
  ),
  goalSchema,
);

export interface GoalFormValues extends Record<string, string> {
  type: string;
  targetDaysPerWeek: string;
  targetWeeklySpending: string;
}
export type GoalFormOutput = v.InferOutput<typeof goalFormSchema>;
