import Dexie, { type EntityTable } from 'dexie';
import type { DashboardDto } from '../../shared/api-types';
import type { Assessment, Checkin, Goal, LocalDate, Mood } from '../../shared/domain/types';
import type { AnalyticsEventName } from '../../shared/schemas/analytics.schema';
import type { JournalEntryDto } from '../../shared/schemas/journal.schema';
import type { SyncKindType } from '../../shared/sync/kinds';
import { TableFeed } from './table-feed';

/**
 * Where a locally written record stands with the server (DESIGN.md §5): `pending` until the
 * server acknowledged its id; `conflict` / `rejected` are kept and shown, never dropped.
 */
export type SyncState = 'pending' | 'synced' | 'conflict' | 'rejected';

interface SyncFields {
  userId: string;
  syncState: SyncState;
  /** The server's pt-BR reason for a conflict or rejection. */
  syncMessage: string | null;
}

export interface LocalCheckin extends Checkin, SyncFields {
  /** The user's sync version at which the server stored it; null until then. */
  version: number | null;
}
export interface LocalAssessment extends Assessment, SyncFields {}
export interface LocalGoal extends Goal, SyncFields {}

/**
 * A diary entry on this device (an editable `document` kind, shared/sync/kinds.ts). Edits and a
 * deletion change this row and queue it; the server's answer settles it (web/sync/kinds/journal.ts).
 */
/**
 * A forum thread (`threadId: null`, with its category and title) or reply written while offline
 * (issue 12): kept here until the server published it, then gone (the forum is read online).
 */
export interface LocalCommunityPost extends SyncFields {
  id: string;
  threadId: string | null;
  category: string | null;
  title: string | null;
  text: string;
  /** When the member wrote it (ISO instant). */
  createdAt: string;
}

/**
 * A course lesson finished on this or another device (issue 13), an immutable `fact`: the
 * course's progress is the set of its lessons with a row, whatever their state.
 */
export interface LocalLessonProgress extends SyncFields {
  id: string;
  courseId: string;
  lessonId: string;
  /** When it was finished (ISO instant). */
  completedAt: string;
  /** A plan's answers by field id; null for a quiz or a reflection. */
  answers: Record<string, string> | null;
}

export interface LocalJournalEntry extends SyncFields {
  id: string;
  date: LocalDate;
  title: string | null;
  text: string;
  mood: Mood | null;
  tags: string[];
  /** When the member first wrote it, on this or another device (ISO instant). */
  recordedAt: string;
  /** When it last changed here or on the server (ISO instant). */
  updatedAt: string;
  /** The server's version this content is based on: the next push's `baseVersion` (0: never stored). */
  version: number;
  /** Counts this device's edits, so a reply to an older edit never settles a newer one. */
  revision: number;
  /** Deleted here: hidden, and kept until the server has the tombstone. */
  deleted: boolean;
  /** On a `conflict`: the server's copy, shown beside the member's until they choose. */
  conflict: JournalEntryDto | null;
}

/** Synced kinds go through `POST /api/sync/push`; assessments and goals through their own endpoints. */
export type OutboxKind = SyncKindType | 'assessment' | 'goal';

/** One record waiting to be sent; `id` is the record's own id. */
export interface OutboxRow {
  id: string;
  userId: string;
  kind: OutboxKind;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  /** Not sent before this instant (ISO): a deletion waits while the member can still undo it. */
  sendAfter?: string;
}

/** The server's last authoritative summary for a user, and where the pull stopped. */
export interface SummaryRow {
  userId: string;
  dashboard: DashboardDto;
  cursor: number;
  updatedAt: string;
}

export interface MetaRow {
  key: string;
  value: string;
}

/**
 * One analytics event waiting for `POST /api/analytics/events/batch` (web/lib/analytics-outbox.ts).
 * Not tied to a user: the server takes the user from the session at send time.
 */
export interface AnalyticsOutboxRow {
  id: string;
  name: AnalyticsEventName;
  label?: string;
  properties?: Record<string, string | number | boolean | null>;
  occurredAt: string;
}

export const DB_NAME = 'virada';

/**
 * Dexie turns its debug mode on by itself on localhost: a console task (an async stack trace)
 * for every transaction and every promise callback. A production build behaves the same on
 * localhost as on the real domain, so the benches and end-to-end tests measure what members get;
 * `vite dev` keeps the debugging help.
 */
Dexie.debug = import.meta.env.DEV;

/** The app's IndexedDB. Add a `version(n + 1)` for any schema change; never edit an old one. */
export class ViradaDb extends Dexie {
  declare checkins: EntityTable<LocalCheckin, 'id'>;
  declare assessments: EntityTable<LocalAssessment, 'id'>;
  declare goals: EntityTable<LocalGoal, 'id'>;
  declare outbox: EntityTable<OutboxRow, 'id'>;
  declare summaries: EntityTable<SummaryRow, 'userId'>;
  declare meta: EntityTable<MetaRow, 'key'>;
  declare analyticsOutbox: EntityTable<AnalyticsOutboxRow, 'id'>;
  declare journal: EntityTable<LocalJournalEntry, 'id'>;
  declare communityPosts: EntityTable<LocalCommunityPost, 'id'>;
  declare lessonProgress: EntityTable<LocalLessonProgress, 'id'>;
  /** Changes of `checkins`, for views that keep their own copy (member-checkin-store.ts). */
  readonly checkinFeed: TableFeed<LocalCheckin>;
  /** Changes of `journal`, for the diary's own copy (web/features/journal/journal-store.ts). */
  readonly journalFeed: TableFeed<LocalJournalEntry>;

  constructor(name = DB_NAME) {
    super(name);
    this.checkinFeed = new TableFeed('checkins', `virada-data:${name}`);
    this.use(this.checkinFeed.middleware);
    this.journalFeed = new TableFeed('journal', `virada-journal:${name}`);
    this.use(this.journalFeed.middleware);
    this.version(1).stores({
      checkins: 'id, userId, [userId+date], [userId+syncState]',
      assessments: 'id, userId, [userId+syncState]',
      goals: 'id, userId, [userId+syncState]',
      outbox: 'id, userId, [userId+kind]',
      summaries: 'userId',
      meta: 'key',
    });
    this.version(2).stores({ analyticsOutbox: 'id, occurredAt' });
    this.version(3).stores({ journal: 'id, userId, [userId+date], [userId+syncState]' });
    this.version(4).stores({ communityPosts: 'id, userId, [userId+threadId], [userId+syncState]' });
    this.version(5).stores({ lessonProgress: 'id, userId, [userId+courseId], [userId+syncState]' });
  }
}

export const db = new ViradaDb();

const DEVICE_ID_KEY = 'deviceId';

/** This browser's id, sent with every push (DESIGN.md §5.1); created on first use. */
export async function getDeviceId(database: ViradaDb = db): Promise<string> {
  return database.transaction('rw', database.meta, async () => {
    const row = await database.meta.get(DEVICE_ID_KEY);
    if (row) return row.value;
    const value = crypto.randomUUID();
    await database.meta.put({ key: DEVICE_ID_KEY, value });
    return value;
  });
}

/**
 * Everything of one user on this device (sign-out): every table indexed by `userId` (each synced
 * kind's, assessments, goals, the outbox) and their summary. A table a later kind adds is covered
 * by declaring that index, as every member table does.
 */
export async function clearUserData(userId: string, database: ViradaDb = db): Promise<void> {
  const memberTables = database.tables.filter((table) =>
    table.schema.indexes.some((index) => index.name === 'userId'),
  );
  const { summaries } = database;
  await database.transaction('rw', [...memberTables, summaries], async () => {
    await Promise.all([
      ...memberTables.map((table) => table.where('userId').equals(userId).delete()),
      summaries.delete(userId),
    ]);
  });
}

let persistRequested = false;

/**
 * Asks the browser not to evict our data (Safari deletes a site's IndexedDB after 7 days without
 * use unless the app is installed). Once per page; where unsupported, the server copy is the
 * backup.
 */
export function requestPersistentStorage(): void {
  if (persistRequested) return;
  persistRequested = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return;
  storage
    .persisted()
    .then((already) => (already ? true : storage.persist()))
    .catch((err: unknown) => console.warn('[virada] storage.persist failed', err));
}
