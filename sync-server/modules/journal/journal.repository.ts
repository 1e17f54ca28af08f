import type { EntityManager } from '@mikro-orm/knex';
import type { JournalEntryDto } from '../../../shared/schemas/journal.schema';
import { chunked, inList, type SqlDb, sqlDate, toMillis, valuesList } from '../../db/sql';

/** What a member writes in a diary entry; a tombstone has none. */
export interface JournalContent {
  date: string;
  title: string | null;
  text: string;
  mood: number | null;
  tags: string[];
}

/** A diary entry as stored. */
export interface StoredJournalEntry {
  userId: string;
  id: string;
  /** The member's sync version of the entry's last change. */
  version: number;
  /** null: a tombstone (the entry was deleted; nothing of it is kept). */
  content: JournalContent | null;
  recordedAt: string;
  updatedAt: string;
}

interface JournalDbRow {
  user_id: string;
  id: string;
  date: string | null;
  title: string | null;
  text: string | null;
  mood: number | string | null;
  tags: string | null;
  version: number | string;
  deleted: number | boolean;
  recorded_at: unknown;
  updated_at: unknown;
}

const COLUMNS = 'user_id, id, date, title, text, mood, tags, version, deleted, recorded_at, updated_at';
const COLUMN_COUNT = COLUMNS.split(',').length;
const instant = (value: unknown) => new Date(toMillis(value)).toISOString();

export const journalKey = (userId: string, id: string) => `${userId}\n${id}`;

function fromRow(row: JournalDbRow): StoredJournalEntry {
  const deleted = Boolean(row.deleted);
  return {
    userId: row.user_id,
    id: row.id,
    version: Number(row.version),
    content: deleted
      ? null
      : {
          date: String(row.date),
          title: row.title,
          text: String(row.text),
          mood: row.mood === null ? null : Number(row.mood),
          tags: row.tags ? (JSON.parse(row.tags) as string[]) : [],
        },
    recordedAt: instant(row.recorded_at),
    updatedAt: instant(row.updated_at),
  };
}

/** The entry as the API answers it (pull, a conflict's `current`, export). */
export function toJournalEntryDto(entry: StoredJournalEntry): JournalEntryDto {
  const { id, version, content, updatedAt } = entry;
  if (!content) return { type: 'journal', id, version, deleted: true, updatedAt };
  return {
    type: 'journal',
    id,
    version,
    deleted: false,
    ...content,
    recordedAt: entry.recordedAt,
    updatedAt,
  };
}

/** The member's entries changed after version `since`, in version order (the cursor pull). */
export async function findJournalSince(
  em: EntityManager,
  userId: string,
  since: number,
): Promise<StoredJournalEntry[]> {
  const rows = await em.execute<JournalDbRow[]>(
    `select ${COLUMNS} from journal_entries where user_id = ? and version > ? order by version`,
    [userId, since],
    'all',
  );
  return rows.map(fromRow);
}

/**
 * The member's live entries dated `from` or later, newest first, at most `limit` (what a
 * psychologist with the diary scope reads).
 */
export async function findRecentJournal(
  em: EntityManager,
  userId: string,
  from: string,
  limit: number,
): Promise<StoredJournalEntry[]> {
  const rows = await em.execute<JournalDbRow[]>(
    `select ${COLUMNS} from journal_entries where user_id = ? and not deleted and date >= ?
     order by date desc, recorded_at desc, id limit ?`,
    [userId, from, limit],
    'all',
  );
  return rows.map(fromRow);
}

// --- Group writes (journal-write.ts): driver statements in a transaction (db/sql.ts) ---------

/** The stored entries among `wanted` (any members), by journalKey. */
export async function findJournalRows(
  db: SqlDb,
  wanted: { userId: string; id: string }[],
): Promise<Map<string, StoredJournalEntry>> {
  const found = new Map<string, StoredJournalEntry>();
  const keys = new Set(wanted.map((w) => journalKey(w.userId, w.id)));
  const userIds = [...new Set(wanted.map((w) => w.userId))];
  const ids = [...new Set(wanted.map((w) => w.id))];
  // Both lists use the primary key; a row of one member under another's id is filtered out here.
  for (const members of chunked(userIds, 200)) {
    for (const chunk of chunked(ids, 500)) {
      const rows = await db.rows<JournalDbRow>(
        `select ${COLUMNS} from journal_entries where user_id in (${inList(members.length)}) and id in (${inList(chunk.length)})`,
        [...members, ...chunk],
      );
      for (const row of rows) {
        const key = journalKey(row.user_id, row.id);
        if (keys.has(key)) found.set(key, fromRow(row));
      }
    }
  }
  return found;
}

/**
 * Writes the final state of each changed entry with one upsert per 500 rows, run with the
 * transaction's COMMIT (nothing reads it back). An upsert, never an insert that may fail on the
 * key: on PostgreSQL a failed statement aborts the whole transaction. Each key appears once.
 */
export function saveJournalRows(db: SqlDb, entries: StoredJournalEntry[]): void {
  for (const chunk of chunked(entries, 500)) {
    const params: unknown[] = [];
    for (const e of chunk) {
      const c = e.content;
      params.push(
        e.userId,
        e.id,
        c?.date ?? null,
        c?.title ?? null,
        c?.text ?? null,
        c?.mood ?? null,
        c ? JSON.stringify(c.tags) : null,
        e.version,
        db.sqlite ? (c ? 0 : 1) : !c,
        sqlDate(db, new Date(e.recordedAt)),
        sqlDate(db, new Date(e.updatedAt)),
      );
    }
    db.atCommit(
      `insert into journal_entries (${COLUMNS}) values ${valuesList(chunk.length, COLUMN_COUNT)} on conflict (user_id, id) do update set date = excluded.date, title = excluded.title, text = excluded.text, mood = excluded.mood, tags = excluded.tags, version = excluded.version, deleted = excluded.deleted, recorded_at = excluded.recorded_at, updated_at = excluded.updated_at`,
      params,
    );
  }
}

/** Every entry of a member, tombstones included, in version order (the data export). */
export async function findMemberJournal(em: EntityManager, userId: string): Promise<StoredJournalEntry[]> {
  return findJournalSince(em, userId, 0);
}
