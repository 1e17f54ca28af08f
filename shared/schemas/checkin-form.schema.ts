import * as v from 'valibot';
import { EARLIEST_DATE, MOOD_MAX, MOOD_MIN } from '../constants';
import type { LocalDate, Mood } from '../domain/types';
import { checkinTexts as t } from '../texts/checkin.texts';
import { hasAtMostTwoDecimals, MAX_AMOUNT_REAIS, NOTES_MAX_LENGTH } from './checkin.schema';

/**
 * Form-level schemas of the check-in and relapse dialogs (spec §5): the fields arrive as the
 * strings the inputs hold and leave as the numbers `recordCheckin` stores.
 */

const THOUSANDS_DOTS = /^[1-9]\d{0,2}(\.\d{3})+$/;
const THOUSANDS_COMMAS = /^[1-9]\d{0,2}(,\d{3})+$/;
const DIGITS = /^\d+$/;

/**
 * Reads an amount of reais typed in pt-BR or with a dot: '150', '150,5', '150.50', '1.234,56',
 * '1.234', 'R$ 80'. A dot followed by groups of three digits is a thousands separator, as in
 * pt-BR. Returns NaN for anything else (letters, a minus sign, two decimal separators).
 */
export function parseAmountBR(text: string): number {
  const s = text
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  if (!s) return Number.NaN;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let intPart = s;
  let fraction = '';
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalAt = Math.max(lastComma, lastDot);
    const grouping = lastComma > lastDot ? THOUSANDS_DOTS : THOUSANDS_COMMAS;
    intPart = s.slice(0, decimalAt);
    fraction = s.slice(decimalAt + 1);
    if (!grouping.test(intPart)) return Number.NaN;
    intPart = intPart.replace(/[.,]/g, '');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    if (sep === '.' && THOUSANDS_DOTS.test(s)) return Number(s.replace(/\./g, ''));
    const parts = s.split(sep);
    if (parts.length !== 2) return Number.NaN;
    [intPart, fraction] = parts as [string, string];
    if (!intPart) intPart = '0';
    if (!fraction) return Number.NaN;
  }
  if (!DIGITS.test(intPart) || (fraction && !DIGITS.test(fraction))) return Number.NaN;
  return Number(fraction ? `${intPart}.${fraction}` : intPart);
}

/** The amount input: required, then a number of reais ≥ 0 with at most 2 decimals (step 0.01). */
const amountText = v.pipe(
  v.optional(v.string(t.amountRequired), ''),
  v.trim(),
  v.nonEmpty(t.amountRequired),
  v.transform(parseAmountBR),
  v.number(t.amountInvalid),
  v.finite(t.amountInvalid),
  v.minValue(0, t.amountInvalid),
  v.maxValue(MAX_AMOUNT_REAIS, t.amountInvalid),
  v.check(hasAtMostTwoDecimals, t.amountInvalid),
);

const notesText = v.pipe(
  v.optional(v.string(t.notesTooLong), ''),
  v.trim(),
  v.maxLength(NOTES_MAX_LENGTH, t.notesTooLong),
  v.transform((s) => (s ? s : null)),
);

/** A calendar day from 2000-01-01 to `today` (the member's today). */
const dayUpTo = (today: LocalDate) =>
  v.pipe(
    v.string(t.relapseDateRequired),
    v.nonEmpty(t.relapseDateRequired),
    v.isoDate(t.dateOutOfRange),
    v.check((d) => d >= EARLIEST_DATE && d <= today, t.dateOutOfRange),
  );

const mood = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.nonEmpty(), v.transform(Number))], t.moodInvalid),
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
}

/** Daily check-in dialog: `hadRelapse` is '' until answered, then 'yes' or 'no'. */
export const makeCheckinFormSchema = (today: LocalDate) =>
  v.pipe(
    v.variant(
      'hadRelapse',
      [
        v.object({
          hadRelapse: v.literal('yes'),
          amount: amountText,
          date: dayUpTo(today),
          mood,
          notes: notesText,
        }),
        v.object({ hadRelapse: v.literal('no'), date: dayUpTo(today), mood, notes: notesText }),
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
      }),
    ),
  );

export type CheckinFormValues = {
  hadRelapse: '' | 'yes' | 'no';
  amount: string;
  mood: string;
  notes: string;
  date: LocalDate;
};

/** Relapse dialog: a relapse on `date`, mood fixed by the caller (RELAPSE_MOOD). */
export const makeRelapseFormSchema = (today: LocalDate) =>
  v.object({ date: dayUpTo(today), amount: amountText, notes: notesText });

export type RelapseFormValues = {
  date: string;
  amount: string;
  notes: string;
};
