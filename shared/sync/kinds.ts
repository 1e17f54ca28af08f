import type * as v from 'valibot';
import type { ShareScope } from '../constants';
import { checkinSchema } from '../schemas/checkin.schema';
import { communityPostRecordSchema } from '../schemas/community.schema';
import { journalRecordSchema } from '../schemas/journal.schema';
import { lessonProgressRecordSchema } from '../schemas/lesson-progress.schema';

/**
 * The record kinds that travel through `POST /api/sync/push` and `GET /api/sync/pull` (DESIGN.md
 * §5, §10; issue 10). Each kind is declared here once, and once on each side: its Dexie table and
 * wire mapping in `web/sync/kinds/`, its entity and handler in `sync-server/modules/sync/kinds/`.
 * The outbox, push, pull, the worker's replay, rejected-record messages, the export and account
 * deletion are written once over these declarations; adding a kind touches no generic file.
 *
 * - `fact`: immutable once stored (a check-in); the same id with other content is a `conflict`.
 * - `document`: editable, last writer wins per record with a version; an edit made on an old
 *   version is a `conflict` answered with the server's copy; a deletion is a tombstone.
 */
export interface SyncKind<S extends v.GenericSchema = v.GenericSchema> {
  /** The record's `type` on the wire. */
  type: string;
  /** Validates one pushed record (with the spec's or the feature's pt-BR texts). */
  schema: S;
  mode: 'fact' | 'document';
  /** The key of this kind's array in the member's data export (`GET /api/profile/export`). */
  exportKey: string;
  /** The sharing scope that lets a psychologist read this kind; null: never shared. */
  scope: ShareScope | null;
  /**
   * Push only: the records go to the server once and are read back online, never pulled (the
   * forum's posts). Absent: pulled like any record.
   */
  pushOnly?: true;
}

export const checkinKind = {
  type: 'checkin',
  schema: checkinSchema,
  mode: 'fact',
  exportKey: 'checkins',
  scope: 'checkins',
} as const satisfies SyncKind;

export const journalKind = {
  type: 'journal',
  schema: journalRecordSchema,
  mode: 'document',
  exportKey: 'journalEntries',
  scope: 'diary',
} as const satisfies SyncKind;

/**
 * Forum threads and replies written offline (issue 12): published once when the connection
 * returns. The forum is read online, so a pull brings none back; the export lists every post.
 */
export const communityPostKind = {
  type: 'community-post',
  schema: communityPostRecordSchema,
  mode: 'fact',
  exportKey: 'communityPosts',
  scope: null,
  pushOnly: true,
} as const satisfies SyncKind;

/**
 * A course lesson finished (issue 13): a fact per device that finished it; a course's progress is
 * the union of its lessons' records, so two devices merge without conflict.
 */
export const lessonProgressKind = {
  type: 'lesson-progress',
  schema: lessonProgressRecordSchema,
  mode: 'fact',
  exportKey: 'lessonProgress',
  scope: null,
} as const satisfies SyncKind;

/** Every synced kind, in the order a push sends them. */
export const SYNC_KINDS = [checkinKind, journalKind, communityPostKind, lessonProgressKind] as const;

export type SyncKindType = (typeof SYNC_KINDS)[number]['type'];

export const syncKindOf = (type: unknown): SyncKind | undefined =>
  SYNC_KINDS.find((kind) => kind.type === type);
