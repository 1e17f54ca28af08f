import * as v from 'valibot';
import { parseAmountBR } from '../domain/money';
import { checkinTexts } from '../texts/checkin.texts';
import { validationTexts } from '../texts/validation.texts';
import { assessmentSchema, assessmentTexts } from './assessment.schema';
import { AMOUNT_TEXT_MAX_LENGTH } from './checkin.schema';
import { storableText } from './text';

/**
 * A required amount typed in reais, pt-BR style ('150', '150,50', '1.234,56'). Only its form
 * is checked here; the range and the centavos are the shared `amountReais` rules, run after
 * conversion by the server's schema.
 */
export const reaisText = (required: string) =>
  v.pipe(
    v.string(required),
    storableText(),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(AMOUNT_TEXT_MAX_LENGTH, checkinTexts.amountInvalid),
    v.check((text) => !Number.isNaN(parseAmountBR(text)), checkinTexts.amountInvalid),
  );

/** A required choice among numbers (days per week), kept as text until converted. */
export const choiceText = (required: string) =>
  v.pipe(v.string(required), storableText(), v.nonEmpty(required), v.maxLength(8, required));

/**
 * Step one of /assessment as typed: days per week from a 0–7 choice ('' until chosen) and the
 * weekly spend as text. Each field's form is checked on its own, so every error shows at once;
 * the numbers are then checked by the server's own `assessmentSchema`, so the form and
 * `POST /api/assessment` agree.
 */
export const assessmentFormSchema = v.pipe(
  v.object(
    {
      daysPerWeek: choiceText(assessmentTexts.daysPerWeekInvalid),
      weeklySpending: reaisText(assessmentTexts.weeklySpendingRequired),
    },
    validationTexts.invalidData,
  ),
  v.transform(({ daysPerWeek, weeklySpending }) => ({
    daysPerWeek: Number(daysPerWeek),
    weeklySpending: parseAmountBR(weeklySpending),
  })),
  assessmentSchema,
);

export interface AssessmentFormValues extends Record<string, string> {
  daysPerWeek: string;
  weeklySpending: string;
}
export type AssessmentFormOutput = v.InferOutput<typeof assessmentFormSchema>;
