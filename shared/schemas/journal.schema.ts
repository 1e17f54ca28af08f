import * as v from 'valibot';
import { EARLIEST_DATE, MOOD_MAX, MOOD_MIN } from '../constants';
import { journalTexts as t } from '../texts/journal.texts';
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

export const JOURNAL_TEXT_MAX_LENGTH = 10_000;
export const JOURNAL_TITLE_MAX_LENGTH = 120;

const journalDate = v.pipe(
  v.string(t.dateInvalid),
  storableText(),
  v.maxLength(LOCAL_DATE_LENGTH, t.dateInvalid),
  v.check(isRealLocalDate, t.dateInvalid),
  v.check((d) => d >= EARLIEST_DATE, t.dateInvalid),
);

const baseVersion = v.pipe(
  v.number(t.versionInvalid),
  v.integer(t.versionInvalid),
  v.minValue(0, t.versionInvalid),
  v.maxValue(Number.MAX_SAFE_INTEGER, t.versionInvalid),
);

/** The fields a member writes; the editor's form validates these too. */
export const journalContentEntries = {
  date: journalDate,
  title: v.nullish(
    v.pipe(
      v.string(t.titleTooLong),
      storableText(),
      v.trim(),
      v.maxLength(JOURNAL_TITLE_MAX_LENGTH, t.titleTooLong),
    ),
  ),
  text: v.pipe(
    v.string(t.textRequired),
    storableMultilineText(),
    v.trim(),
    v.nonEmpty(t.textRequired),
    v.maxLength(JOURNAL_TEXT_MAX_LENGTH, t.textTooLong),
  ),
  mood: v.nullish(
    v.pipe(
      v.number(t.moodInvalid),
      v.integer(t.moodInvalid),
      v.minValue(MOOD_MIN, t.moodInvalid),
      v.maxValue(MOOD_MAX, t.moodInvalid),
    ),
  ),
  tags: v.optional(tagsSchema),
};

/** The editor's form: what the member fills in. */
export const journalFormSchema = v.object(journalContentEntries, validationTexts.invalidData);

const envelope = {
  type: v.literal('journal', validationTexts.invalidData),
  id: uuidText(validationTexts.invalidData),
  /**
   * The member the device wrote it for. Optional, but a client should send it: the server
   * refuses (`not-owner`) a record replayed under another person's session (DESIGN.md §5.5).
   */
  userId: v.optional(tokenText(validationTexts.invalidData)),
  baseVersion,
  recordedAt: v.optional(isoInstantText(validationTexts.invalidData)),
};

/**
 * A diary entry in `POST /api/sync/push` (issue 10 wire contract): an edit of the version
 * `baseVersion` (0 for a new entry), last writer wins per record. A deletion is the same record
 * with `deleted: true`; its content fields are not needed and not kept (a tombstone).
 * Whether the date is after the member's today is checked by the server in the member's zone.
 */
export const journalRecordSchema = v.variant(
  'deleted',
  [
    // The content a deletion may still carry is ignored: only the tombstone is kept.
    v.looseObject(
      { ...envelope, deleted: v.literal(true, validationTexts.invalidData) },
      validationTexts.invalidData,
    ),
    v.object(
      {
        ...envelope,
        deleted: v.optional(v.literal(false, validationTexts.invalidData)),
        ...journalContentEntries,
      },
      validationTexts.invalidData,
    ),
  ],
  validationTexts.invalidData,
);

export type JournalRecordPayload = v.InferInput<typeof journalRecordSchema>;
export type ParsedJournalRecord = v.InferOutput<typeof journalRecordSchema>;

/** A diary entry as the server answers it (pull, a conflict's `current`, export). */
export type JournalEntryDto =
  | {
      type: 'journal';
      id: string;
      version: number;
      deleted: false;
      date: string;
      title: string | null;
      text: string;
      mood: number | null;
      tags: string[];
      recordedAt: string;
      updatedAt: string;
    }
  | { type: 'journal'; id: string; version: number; deleted: true; updatedAt: string };
