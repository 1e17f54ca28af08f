import type { LocalDate, Mood } from '../../shared/domain/types';
import { fromJournalDto } from '../sync/kinds/journal-rules';
import { requestSync } from '../sync/sync-engine';
import { type LocalJournalEntry, type OutboxRow, db as pageDb, type ViradaDb } from './db';
import { outboxRow } from './outbox-writes';
import { uuidv7 } from './uuid';

/** What the member writes in a diary entry. */
export interface JournalContent {
  date: LocalDate;
  title: string | null;
  text: string;
  mood: Mood | null;
  tags: string[];
}

/** How long a deletion waits before it is sent, so "Desfazer" can still take it back here. */
export const UNDO_WINDOW_MS = 6_000;

/** What `undoDelete` needs: the entry and its queued write as they were before the deletion. */
export interface DeletedEntry {
  before: LocalJournalEntry;
  outboxBefore: OutboxRow | undefined;
  /** The tombstone's revision: any later change of the row means it is no longer just deleted. */
  revision: number;
}

/**
 * Writes a new entry. It is on screen (db.journalFeed) in the caller's own task; the write follows
 * in the next one, with its outbox row in the same transaction. Offline it stays `pending` here
 * and is sent when the connection returns. If the write fails the entry is taken back from the
 * screen and the promise rejects, so the editor keeps what was typed.
 */
export async function createEntry(
  userId: string,
  content: JournalContent,
  db: ViradaDb = pageDb,
): Promise<LocalJournalEntry> {
  const now = new Date().toISOString();
  const row: LocalJournalEntry = {
    id: uuidv7(),
    userId,
    ...content,
    recordedAt: now,
    updatedAt: now,
    version: 0,
    revision: 1,
    deleted: false,
    conflict: null,
    syncState: 'pending',
    syncMessage: null,
  };
  await announceAndWrite(db, row);
  requestSync();
  return row;
}

/**
 * Saves an edit of `entry` (the row the page shows), based on the version this device last had
 * from the server: if another device changed it meanwhile, the server answers `conflict` and
 * both texts are shown. An entry waiting for the member's choice between two versions stays so:
 * the edit changes this device's side of it.
 */
export async function editEntry(
  entry: LocalJournalEntry,
  content: JournalContent,
  db: ViradaDb = pageDb,
): Promise<LocalJournalEntry> {
  const updatedAt = new Date().toISOString();
  const written = await changeAndWrite(db, entry, (base) => {
    const inConflict = base.syncState === 'conflict' && base.conflict !== null;
    return {
      ...base,
      ...content,
      updatedAt,
      syncState: inConflict ? 'conflict' : 'pending',
      syncMessage: inConflict ? base.syncMessage : null,
    };
  });
  requestSync();
  return written;
}

/**
 * Deletes an entry: hidden at once, kept here as a tombstone, and sent only after the undo window
 * (a deletion the server has can no longer be taken back: the id stays deleted everywhere).
 */
export async function deleteEntry(entry: LocalJournalEntry, db: ViradaDb = pageDb): Promise<DeletedEntry> {
  const now = Date.now();
  const updatedAt = new Date(now).toISOString();
  const sendAfter = new Date(now + UNDO_WINDOW_MS).toISOString();
  const outboxBefore = await db.outbox.get(entry.id);
  const written = await changeAndWrite(
    db,
    entry,
    (base) => ({
      ...base,
      deleted: true,
      updatedAt,
      syncState: 'pending',
      syncMessage: null,
      conflict: null,
    }),
    sendAfter,
  );
  setTimeout(() => requestSync(), UNDO_WINDOW_MS + 250);
  return { before: entry, outboxBefore, revision: written.revision };
}

/**
 * "Desfazer": puts the entry back as it was when its deletion was never handed to the network.
 * If it was (the window passed, or the member signed out and in meanwhile), the id is deleted on
 * the server for good, so the text comes back as a new entry instead. Answers which happened.
 */
export async function undoDelete(
  { before, outboxBefore, revision }: DeletedEntry,
  db: ViradaDb = pageDb,
): Promise<'restored' | 'copied'> {
  const restored = await db.transaction('rw', db.journal, db.outbox, async () => {
    const [row, queued] = await Promise.all([db.journal.get(before.id), db.outbox.get(before.id)]);
    if (!row?.deleted || row.revision !== revision || !queued || queued.attempts > 0) return false;
    // The version may have moved on meanwhile (a reply to an earlier edit): keep the newer one.
    await db.journal.put({ ...before, version: row.version, revision: row.revision + 1 });
    if (outboxBefore) await db.outbox.put(outboxBefore);
    else await db.outbox.delete(before.id);
    return true;
  });
  if (restored) {
    requestSync();
    return 'restored';
  }
  await keepAsNewEntry(before.userId, before, db);
  return 'copied';
}

/** Keeps what was written as a new entry (the old id was deleted on the server). */
export function keepAsNewEntry(
  userId: string,
  content: JournalContent,
  db: ViradaDb = pageDb,
): Promise<LocalJournalEntry> {
  const { date, title, text, mood, tags } = content;
  return createEntry(userId, { date, title, text, mood, tags }, db);
}

/** "Ficar com este": this device's text goes out again, as an edit of the server's newer version. */
export async function keepMine(id: string, db: ViradaDb = pageDb): Promise<void> {
  await db.transaction('rw', db.journal, db.outbox, async () => {
    const row = await db.journal.get(id);
    if (row?.syncState !== 'conflict' || !row.conflict) return;
    await db.journal.put({
      ...row,
      version: row.conflict.version,
      revision: row.revision + 1,
      syncState: 'pending',
      syncMessage: null,
      conflict: null,
    });
    await db.outbox.put(outboxRow('journal', row));
  });
  requestSync();
}

/** "Ficar com o do outro aparelho": the server's copy replaces this device's text. */
export async function takeTheirs(id: string, db: ViradaDb = pageDb): Promise<void> {
  await db.transaction('rw', db.journal, db.outbox, async () => {
    const row = await db.journal.get(id);
    if (row?.syncState !== 'conflict' || !row.conflict) return;
    if (row.conflict.deleted) await db.journal.delete(id);
    else await db.journal.put(fromJournalDto(row.conflict, row.userId));
    await db.outbox.delete(id);
  });
}

/** A new row: on screen at once (db.journalFeed), written with its outbox row in the next task. */
async function announceAndWrite(db: ViradaDb, row: LocalJournalEntry): Promise<void> {
  db.journalFeed.announce([row]);
  try {
    await nextTask();
    await db.transaction('rw', db.journal, db.outbox, async () => {
      await db.journal.add(row);
      await db.outbox.put(outboxRow('journal', row));
    });
  } catch (err) {
    db.journalFeed.retract([row.id]);
    throw err;
  }
}

/**
 * A change of an existing row: `change` applied to the row the page shows goes on screen at once;
 * in the next task it is applied again to the stored row (which a reply may have moved on
 * meanwhile) and written with its outbox row, unless it waits for the member's choice. A failed
 * write has views read the table again.
 */
async function changeAndWrite(
  db: ViradaDb,
  entry: LocalJournalEntry,
  change: (base: LocalJournalEntry) => LocalJournalEntry,
  sendAfter?: string,
): Promise<LocalJournalEntry> {
  db.journalFeed.announce([{ ...change(entry), revision: entry.revision + 1 }]);
  try {
    await nextTask();
    return await db.transaction('rw', db.journal, db.outbox, async () => {
      const base = (await db.journal.get(entry.id)) ?? entry;
      const row = { ...change(base), revision: base.revision + 1 };
      await db.journal.put(row);
      if (row.syncState === 'pending') await db.outbox.put(outboxRow('journal', row, sendAfter));
      return row;
    });
  } catch (err) {
    db.journalFeed.invalidate();
    throw err;
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
