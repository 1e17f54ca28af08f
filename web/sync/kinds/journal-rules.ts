import type { JournalEntryDto } from '../../../shared/schemas/journal.schema';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { journalSyncTexts as j } from '../../../shared/texts/journal.texts';
import { syncTexts as t } from '../../../shared/texts/sync.texts';
import type { LocalJournalEntry } from '../../data/db';
import type { JournalContent } from '../../data/journal-writes';
import type { RowDecision, SyncNotice, SyncRules } from './web-kind';

type Decision = RowDecision<LocalJournalEntry>;

/**
 * The rules of diary entries (a `document` kind, DESIGN.md §5.7), loaded with the first diary
 * record a page meets (./journal.ts): last writer wins per entry, with a version.
 * Each push says which version the edit was made on (`baseVersion`); the server answers the new
 * version, or `conflict` with its own copy. Then the member sees both and chooses
 * (web/data/journal-writes.ts `keepMine` / `takeTheirs`); nothing is dropped without a word. A
 * deletion is a tombstone that always wins; an entry deleted elsewhere leaves this device with a
 * toast that offers to keep what was written here as a new entry.
 */
export const journalRules: SyncRules<LocalJournalEntry, JournalEntryDto> = {
  toWire: (row) =>
    row.deleted
      ? { type: 'journal', id: row.id, baseVersion: row.version, deleted: true }
      : {
          type: 'journal',
          id: row.id,
          baseVersion: row.version,
          recordedAt: row.recordedAt,
          date: row.date,
          title: row.title,
          text: row.text,
          mood: row.mood,
          tags: row.tags,
        },
  settle: settleJournal,
  pulled: pulledJournal,
};

function settleJournal(row: LocalJournalEntry, sent: LocalJournalEntry, result: SyncRecordResult): Decision {
  // Changed since it was sent: the reply moves the base on, and the newer edit still goes out.
  const changed = row.revision !== sent.revision;
  switch (result.status) {
    case 'stored':
    case 'duplicate':
      return accepted(row, result.version ?? row.version, changed);
    case 'conflict':
      return result.current ? conflicted(row, result.current, changed) : refused(row, result, changed);
    default:
      return refused(row, result, changed);
  }
}

/** The server holds what was sent, as `version`. */
function accepted(row: LocalJournalEntry, version: number, changed: boolean): Decision {
  if (changed) return { row: { ...row, version }, keepOutbox: true };
  // A deletion the server has: nothing is left to show or send.
  if (row.deleted) return { row: null };
  return { row: { ...row, version, syncState: 'synced', syncMessage: null, conflict: null } };
}

/** The server's copy moved on (another device) since the version this edit was made on. */
function conflicted(row: LocalJournalEntry, current: JournalEntryDto, changed: boolean): Decision {
  if (current.deleted) return row.deleted ? { row: null } : deletedElsewhere(row);
  // Our deletion wins over any edit: send it again on the server's version.
  if (row.deleted) return { row: { ...row, version: current.version }, keepOutbox: true };
  // Both devices wrote the same thing (or a replay got there first): nothing to choose.
  if (sameContent(row, fromJournalDto(current, row.userId))) return accepted(row, current.version, changed);
  return {
    row: { ...row, syncState: 'conflict', syncMessage: j.conflict, conflict: current },
  };
}

function refused(row: LocalJournalEntry, result: SyncRecordResult, changed: boolean): Decision {
  // The member has edited it since: the new content may well be accepted, so it goes out.
  if (changed) return { keepOutbox: true };
  const syncState = result.status === 'conflict' ? 'conflict' : 'rejected';
  const message = result.message ?? (syncState === 'conflict' ? t.conflictFallback : t.rejectedFallback);
  return { row: { ...row, syncState, syncMessage: message, conflict: null } };
}

function pulledJournal(dto: JournalEntryDto, userId: string, local: LocalJournalEntry | undefined): Decision {
  if (!local) return dto.deleted ? {} : { row: fromJournalDto(dto, userId) };
  // Ours is on its way: the push's answer decides (a conflict there shows both).
  if (local.syncState === 'pending') return {};
  if (dto.deleted)
    return local.syncState === 'synced' || local.deleted ? { row: null } : deletedElsewhere(local);
  if (local.syncState === 'synced')
    return dto.version >= local.version ? { row: fromJournalDto(dto, userId) } : {};
  // A conflict waiting for the member's choice: show the server's newest copy beside theirs.
  if (local.syncState === 'conflict' && local.conflict && dto.version > local.conflict.version)
    return { row: { ...local, conflict: dto } };
  return {};
}

/** Deleted on another device while this one had changes: it goes, and the member is told. */
function deletedElsewhere(row: LocalJournalEntry): Decision {
  const content: JournalContent = {
    date: row.date,
    title: row.title,
    text: row.text,
    mood: row.mood,
    tags: row.tags,
  };
  const notice: SyncNotice = {
    title: j.deletedElsewhere,
    description: j.deletedElsewhereHint,
    duration: 10_000,
    // Loaded on demand: the diary's writes stay off pages that only sync.
    action: {
      label: j.keepAsNew,
      onClick: () =>
        void import('../../data/journal-writes').then((m) => m.keepAsNewEntry(row.userId, content)),
    },
  };
  return { row: null, notice };
}

export function fromJournalDto(
  dto: Extract<JournalEntryDto, { deleted: false }>,
  userId: string,
): LocalJournalEntry {
  return {
    id: dto.id,
    userId,
    date: dto.date,
    title: dto.title,
    text: dto.text,
    mood: dto.mood as LocalJournalEntry['mood'],
    tags: dto.tags,
    recordedAt: dto.recordedAt,
    updatedAt: dto.updatedAt,
    version: dto.version,
    revision: 0,
    deleted: false,
    conflict: null,
    syncState: 'synced',
    syncMessage: null,
  };
}

export function sameContent(a: JournalContent, b: JournalContent): boolean {
  return (
    a.date === b.date &&
    (a.title ?? null) === (b.title ?? null) &&
    a.text === b.text &&
    (a.mood ?? null) === (b.mood ?? null) &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  );
}
