import { reaisToCents } from '../../../shared/domain/money';
import { sameTags } from '../../../shared/domain/triggers';
import { resolveTimeZone, todayIn } from '../../../shared/domain/zoned';
import { checkinSchema, type ParsedCheckin } from '../../../shared/schemas/checkin.schema';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { validate } from '../../../shared/schemas/validate';
import { type ErrorCode, errorTexts, type FieldIssue } from '../../../shared/texts/error.texts';
import type { Account } from '../auth/current-user';
import type { StoredCheckin } from './checkin.repository';

/** How far ahead of the server's clock a device's `recordedAt` may be (DESIGN.md §3). */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export type Rejection = {
  id: string;
  status: 'rejected';
  code: ErrorCode;
  message: string;
  details?: FieldIssue[];
};

/** A record after the checks that need no database: ready to store, or rejected with a reason. */
export type PreparedCheckin = { status: 'ready'; record: Omit<StoredCheckin, 'version'> } | Rejection;

const reject = (
  id: string,
  code: ErrorCode,
  message: string = errorTexts[code],
  details?: FieldIssue[],
): Rejection => ({
  id,
  status: 'rejected',
  code,
  message,
  ...(details ? { details } : {}),
});

/** Checks one record of a push by its type; check-ins are the only type so far (DESIGN.md §7b). */
export function prepareRecord(
  raw: unknown,
  user: Account,
  deviceId: string | null,
  now: Date,
): PreparedCheckin {
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'checkin') return prepareCheckin(raw, user, deviceId, now);
  const id = (raw as { id?: unknown } | null)?.id;
  return reject(typeof id === 'string' ? id : '', 'unknown-record-type');
}

export const rejectionResult = (r: Rejection): SyncRecordResult => ({
  id: r.id,
  status: 'rejected',
  code: r.code,
  message: r.message,
});

/**
 * Checks one incoming check-in for the signed-in member: shape (the shared schema, with the
 * spec's texts), owner (a queued record replayed under another person's cookie is refused,
 * DESIGN.md §5.5), date not after the member's today in their zone. Then converts reais to centavos and
 * clamps `recordedAt` to [account creation, now + 5 min] (absent: now).
 */
export function prepareCheckin(
  raw: unknown,
  user: Account,
  deviceId: string | null,
  now: Date,
): PreparedCheckin {
  const body = (raw ?? {}) as Record<string, unknown>;
  const id = typeof body.id === 'string' ? body.id : '';
  // Shape first, so a malformed `userId` (a NUL, 10 kB) is a 400 like any other malformed field.
  const parsed = validate(checkinSchema, raw);
  if (!parsed.ok) return reject(id, 'validation-failed', parsed.issues[0]?.message, parsed.issues);
  const c: ParsedCheckin = parsed.value;
  if (c.userId !== undefined && c.userId !== user.id) return reject(id, 'not-owner');
  if (c.date > todayIn(resolveTimeZone(user.timezone), now)) return reject(id, 'date-in-future');
  return {
    status: 'ready',
    record: {
      userId: user.id,
      id: c.id,
      deviceId: c.deviceId ?? deviceId,
      date: c.date,
      recordedAt: clampRecordedAt(c.recordedAt, user.createdAt, now).toISOString(),
      receivedAt: now.toISOString(),
      hadRelapse: c.hadRelapse,
      amountSpentCents: reaisToCents(c.amountSpent),
      mood: c.mood as StoredCheckin['mood'],
      notes: c.notes,
      // Normalised by the schema; none (an older client) is [].
      tags: c.tags ?? [],
    },
  };
}

function clampRecordedAt(recordedAt: string | undefined, accountCreatedAt: Date, now: Date): Date {
  if (!recordedAt) return now;
  const t = Date.parse(recordedAt);
  return new Date(Math.min(Math.max(t, accountCreatedAt.getTime()), now.getTime() + MAX_CLOCK_SKEW_MS));
}

/**
 * Same id, same content: a replay. What the member wrote (tags included, in any order: both sides
 * are normalised), not when or from where it arrived.
 */
export const sameContent = (a: Omit<StoredCheckin, 'version'>, b: Omit<StoredCheckin, 'version'>) =>
  a.date === b.date &&
  a.hadRelapse === b.hadRelapse &&
  a.amountSpentCents === b.amountSpentCents &&
  a.mood === b.mood &&
  (a.notes ?? null) === (b.notes ?? null) &&
  sameTags(a.tags, b.tags);

export interface IngestOutcome {
  results: SyncRecordResult[];
  /** The records this call stored, with their versions. */
  stored: StoredCheckin[];
  /** For each input position: the stored or already-present record, when there is one. */
  records: (StoredCheckin | undefined)[];
}
