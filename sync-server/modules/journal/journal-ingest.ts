import { uniqueTags } from '../../../shared/domain/triggers';
import { resolveTimeZone, todayIn } from '../../../shared/domain/zoned';
import { journalRecordSchema } from '../../../shared/schemas/journal.schema';
import { validate } from '../../../shared/schemas/validate';
import { type ErrorCode, errorTexts } from '../../../shared/texts/error.texts';
import type { Account } from '../auth/current-user';
import { MAX_CLOCK_SKEW_MS, type Rejection } from '../checkins/checkin-ingest';
import type { JournalContent } from './journal.repository';

/** One pushed diary change after the checks that need no database. */
export interface JournalChange {
  userId: string;
  id: string;
  baseVersion: number;
  /** null: a deletion. */
  content: JournalContent | null;
  recordedAt: string;
}

export type PreparedJournal = { status: 'ready'; change: JournalChange } | Rejection;

const reject = (
  id: string,
  code: ErrorCode,
  message: string = errorTexts[code],
  details?: Rejection['details'],
) => ({ id, status: 'rejected', code, message, ...(details ? { details } : {}) }) as Rejection;

/**
 * Checks one pushed diary record for the signed-in member: shape (the shared schema, with its
 * pt-BR texts), owner (a record replayed under another person's session is refused, DESIGN.md
 * §5.5), date not after the member's today in their zone (a deletion carries no date that
 * matters). The owner is always the session's account: ids are per member, so a record can only
 * ever reach the sender's own entries. Content is normalised as stored: an empty title is none,
 * no mood is null, tags once each (uniqueTags). `recordedAt` is clamped like a check-in's.
 */
export function prepareJournal(raw: unknown, user: Account, now: Date): PreparedJournal {
  const body = (raw ?? {}) as Record<string, unknown>;
  const id = typeof body.id === 'string' ? body.id : '';
  const parsed = validate(journalRecordSchema, raw);
  if (!parsed.ok) return reject(id, 'validation-failed', parsed.issues[0]?.message, parsed.issues);
  const r = parsed.value;
  if (r.userId !== undefined && r.userId !== user.id) return reject(id, 'not-owner');
  const recordedAt = clampRecordedAt(r.recordedAt, user.createdAt, now).toISOString();
  const change = { userId: user.id, id: r.id, baseVersion: r.baseVersion, recordedAt };
  if (r.deleted === true) return { status: 'ready', change: { ...change, content: null } };
  if (r.date > todayIn(resolveTimeZone(user.timezone), now)) return reject(id, 'date-in-future');
  const content: JournalContent = {
    date: r.date,
    title: r.title ? r.title : null,
    text: r.text,
    mood: r.mood ?? null,
    tags: uniqueTags(r.tags ?? []),
  };
  return { status: 'ready', change: { ...change, content } };
}

function clampRecordedAt(recordedAt: string | undefined, accountCreatedAt: Date, now: Date): Date {
  if (!recordedAt) return now;
  const t = Date.parse(recordedAt);
  return new Date(Math.min(Math.max(t, accountCreatedAt.getTime()), now.getTime() + MAX_CLOCK_SKEW_MS));
}

/** What the member wrote, not when or from where it arrived. */
export const sameJournalContent = (a: JournalContent, b: JournalContent) =>
  a.date === b.date &&
  a.title === b.title &&
  a.text === b.text &&
  a.mood === b.mood &&
  a.tags.length === b.tags.length &&
  a.tags.every((tag, i) => tag === b.tags[i]);
