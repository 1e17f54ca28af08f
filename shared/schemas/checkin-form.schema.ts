import * as v from 'valibot';
import { EARLIEST_DATE, MOOD_MAX, MOOD_MIN } from '../constants';
import { parseAmountBR } from '../domain/money';
import type { LocalDate, Mood } from '../domain/types';
import { checkinTexts as t } from '../texts/checkin.texts';
import { validationTexts } from '../texts/validation.texts';
import {
  AMOUNT_TEXT_MAX_LENGTH,
  hasAtMostTwoDecimals,
  MAX_AMOUNT_REAIS,
  NOTES_MAX_LENGTH,
} from './checkin.schema';
import { tagsSchema } from './tags.schema';
import { isRealLocalDate, LOCAL_DATE_LENGTH, storableMultilineText, storableText } from './text';

/**
 * Form-level schemas of the check-in and relapse dialogs (spec §5): the fields arrive as the
 * strings the inputs hold and leave as the numbers `recordCheckin` stores.
 */

/** The amount input: required, then a number of reais ≥ 0 with at most 2 decimals (step 0.01). */
const amountText = v.pipe(
  v.optional(v.string(t.amountRequired), ''),
  storableText(),
  v.trim(),
  v.nonEmpty(t.amountRequired),
  v.maxLength(AMOUNT_TEXT_MAX_LENGTH, t.amountInvalid),
  v.transform(parseAmountBR),
  v.number(t.amountInvalid),
  v.finite(t.amountInvalid),
  v.minValue(0, t.amountInvalid),
  v.maxValue(MAX_AMOUNT_REAIS, t.amountInvalid),
  v.check(hasAtMostTwoDecimals, t.amountInvalid),
);

const notesText = v.pipe(
  v.optional(v.string(t.notesTooLong), ''),
  storableMultilineText(),
  v.trim(),
  v.maxLength(NOTES_MAX_LENGTH, t.notesTooLong),
  v.transform((s) => (s ? s : null)),
);

/** A calendar day from 2000-01-01 to `today` (the member's today). */
const dayUpTo = (today: LocalDate) =>
  v.pipe(
    v.string(t.relapseDateRequired),
    storableText(),
    v.nonEmpty(t.relapseDateRequired),
    v.maxLength(LOCAL_DATE_LENGTH, t.dateOutOfRange),
    v.check(isRealLocalDate, t.dateOutOfRange),
    v.check((d) => d >= EARLIEST_DATE && d <= today, t.dateOutOfRange),
  );

const mood = v.pipe(
  v.union(
    [
      v.number(t.moodInvalid),
      v.pipe(
        v.string(t.moodInvalid),
        storableText(),
        v.nonEmpty(t.moodInvalid),
        v.maxLength(8, t.moodInvalid),
        v.transform(Number),
      ),
    ],
    t.moodInvalid,
  ),
  v.number(t.moodInvalid),
  v.integer(t.moodInvalid),
  v.minValue(MOOD_MIN, t.moodInvalid),
  v.maxValue(MOOD_MAX, t.moodInvalid),
  v.transform((n) => n as Mood),
);

/** What both dialogs hand to `recordCheckin` (amount still in reais). */
export interface CheckinFormOutput {
  date: LocalDate;
  hadRelapse: boolean;
  amountSpent: number;
  mood: Mood;
  notes: string | null;
  /** Normalised trigger tags (tagsSchema). */
  tags: string[];
}

/** Trigger tags as the picker holds them (optional: none is no tags). */
const tags = v.optional(tagsSchema, () => []);

/** Daily check-in dialog: `hadRelapse` is '' until answered, then 'yes' or 'no'. */
export const makeCheckinFormSchema = (today: LocalDate) =>
  v.pipe(
    v.variant(
      'hadRelapse',
      [
        v.object(
          {
            hadRelapse: v.literal('yes', t.relapseAnswerRequired),
            amount: amountText,
            date: dayUpTo(today),
            mood,
            notes: notesText,
            tags,
          },
          validationTexts.invalidData,
        ),
        v.object(
          {
            hadRelapse: v.literal('no', t.relapseAnswerRequired),
            date: dayUpTo(today),
            mood,
            notes: notesText,
            tags,
          },
          validationTexts.invalidData,
        ),
      ],
      t.relapseAnswerRequired,
    ),
    v.transform(
      (f): CheckinFormOutput => ({
        date: f.date,
        hadRelapse: f.hadRelapse === 'yes',
        amountSpent: 'amount' in f ? f.amount : 0,
        mood: f.mood,
        notes: f.notes,
        tags: f.tags,
      }),
    ),
  );

export type CheckinFormValues = {
  hadRelapse: '' | 'yes' | 'no';
  amount: string;
  mood: string;
  notes: string;
  date: LocalDate;
  tags: string[];
};

/** Relapse dialog: a relapse on `date`, mood fixed by the caller (RELAPSE_MOOD). */
export const makeRelapseFormSchema = (today: LocalDate) =>
  v.object({ date: dayUpTo(today), amount: amountText, notes: notesText, tags }, validationTexts.invalidData);

export type RelapseFormValues = {
  date: string;
  amount: string;
  notes: string;
  tags: string[];
};
