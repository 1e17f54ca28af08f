import * as v from 'valibot';
import { EARLIEST_DATE, MOOD_MAX, MOOD_MIN } from '../constants';
import { checkinTexts as t } from '../texts/checkin.texts';
import { validationTexts } from '../texts/validation.texts';
import { tagsSchema } from './tags.schema';
import {
  isoInstantText,
  isRealLocalDate,
  LOCAL_DATE_LENGTH,
  storableMultilineText,
  storableText,
  tokenText,
  uuidText,
} from './text';

/** Largest amount accepted for one record: R$ 10 million, far beyond any real bet. */
export const MAX_AMOUNT_REAIS = 10_000_000;
export const NOTES_MAX_LENGTH = 2000;
/** The longest amount a form takes as typed ('10.000.000,00' is 13 characters). */
export const AMOUNT_TEXT_MAX_LENGTH = 32;

const uuid = uuidText(validationTexts.invalidData);

/** True when a number of reais has at most 2 decimals (150.5 yes, 150.555 no). */
export const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Reais on the wire (spec: `amountSpent: 150.5`): finite, 0 or more, at most 2 decimals. */
export const amountReais = v.pipe(
  v.number(t.amountRequired),
  v.finite(t.amountInvalid),
  v.minValue(0, t.amountInvalid),
  v.maxValue(MAX_AMOUNT_REAIS, t.amountInvalid),
  v.check(hasAtMostTwoDecimals, t.amountInvalid),
);

/** A real calendar day 'yyyy-MM-dd' from 2000-01-01 on (2021-02-31 is not one). */
export const localDate = v.pipe(
  v.string(t.relapseDateRequired),
  storableText(),
  v.nonEmpty(t.relapseDateRequired),
  v.maxLength(LOCAL_DATE_LENGTH, t.dateOutOfRange),
  v.check(isRealLocalDate, t.dateOutOfRange),
  v.check((d) => d >= EARLIEST_DATE, t.dateOutOfRange),
);

/**
 * A check-in as the API receives it (spec §3 and §7 `POST /api/checkins`, plus the client `id`
 * and the device's `recordedAt`, DESIGN.md §3/§5). `userId` is accepted but only compared with
 * the session's user. Notes are trimmed, empty notes become null; without a relapse the amount
 * is 0. Whether the date is in the future is checked by the server in the member's time zone.
 */
export const checkinSchema = v.pipe(
  v.object(
    {
      id: uuid,
      userId: v.optional(tokenText(validationTexts.invalidData)),
      date: localDate,
      hadRelapse: v.boolean(t.relapseAnswerRequired),
      amountSpent: amountReais,
      mood: v.pipe(
        v.number(t.moodInvalid),
        v.integer(t.moodInvalid),
        v.minValue(MOOD_MIN, t.moodInvalid),
        v.maxValue(MOOD_MAX, t.moodInvalid),
      ),
      notes: v.nullish(
        v.pipe(
          v.string(t.notesTooLong),
          storableMultilineText(),
          v.trim(),
          v.maxLength(NOTES_MAX_LENGTH, t.notesTooLong),
        ),
      ),
      recordedAt: v.optional(isoInstantText(validationTexts.invalidData)),
      deviceId: v.optional(tokenText(validationTexts.invalidData)),
      /**
       * Trigger tags (issue 10), normalised; older clients send none, which the server stores as
       * no tags (no default here: the ingest skips the tags' pipeline for them).
       */
      tags: v.optional(tagsSchema),
    },
    validationTexts.invalidData,
  ),
  v.transform((c) => ({
    ...c,
    notes: c.notes ? c.notes : null,
    amountSpent: c.hadRelapse ? c.amountSpent : 0,
  })),
);

export type CheckinPayload = v.InferInput<typeof checkinSchema>;
export type ParsedCheckin = v.InferOutput<typeof checkinSchema>;
