import type { EntityManager } from '@mikro-orm/knex';
import { markUniqueById } from '../../../shared/domain/records';
import type { Checkin, Mood } from '../../../shared/domain/types';
import { chunked, inList, type SqlDb, valuesList } from '../../db/sql';

/** A check-in as stored: the domain's fields plus who, from where and at which version. */
export interface StoredCheckin extends Checkin {
  userId: string;
  deviceId: string | null;
  receivedAt: string;
  version: number;
}

/** Row as the drivers return it: SQLite gives numbers for dates and booleans, PostgreSQL Dates. */
interface CheckinDbRow {
  user_id: string;
  id: string;
  device_id: string | null;
  date: string;
  recorded_at: number | string | Date;
  received_at: number | string | Date;
  had_relapse: number | boolean;
  amount_spent_cents: number | string;
  mood: number;
  notes: string | null;
  version: number | string;
  /** A JSON array of strings (text on both engines). */
  tags: string;
}

const COLUMNS =
  'user_id, id, device_id, date, recorded_at, received_at, had_relapse, amount_spent_cents, mood, notes, version, tags';

const instant = (value: number | string | Date) => new Date(value).toISOString();

function fromRow(row: CheckinDbRow): StoredCheckin {
  return {
    userId: row.user_id,
    id: row.id,
    deviceId: row.device_id,
    date: row.date,
    recordedAt: instant(row.recorded_at),
    receivedAt: instant(row.received_at),
    hadRelapse: Boolean(row.had_relapse),
    amountSpentCents: Number(row.amount_spent_cents),
    mood: Number(row.mood) as Mood,
    notes: row.notes,
    version: Number(row.version),
    // Most check-ins have no tags: skip the parser for them.
    tags: row.tags === '[]' ? [] : (JSON.parse(row.tags) as string[]),
  };
}

/** Every check-in of a member (the facts the rules run on); plain SQL, no entity hydration. */
export async function findMemberCheckins(em: EntityManager, userId: string): Promise<StoredCheckin[]> {
  const rows = await em.execute<CheckinDbRow[]>(
    `select ${COLUMNS} from checkins where user_id = ?`,
    [userId],
    'all',
  );
  // The table's key is (user_id, id): one row per id.
  return markUniqueById(rows.map(fromRow));
}

/** The member's check-ins dated `from` or later (the mood chart's window). */
export async function findCheckinsSince(
  em: EntityManager,
  userId: string,
  from: string,
): Promise<StoredCheckin[]> {
  const rows = await em.execute<CheckinDbRow[]>(
    `select ${COLUMNS} from checkins where user_id = ? and date >= ?`,
    [userId, from],
    'all',
  );
  return rows.map(fromRow);
}

// --- Group writes (checkin-group-write.ts): driver statements in a transaction (db/sql.ts) -------

/** A check-in's identity across members: (user, client id). */
export const checkinKey = (userId: string, id: string) => `${userId}\n${id}`;

/** Rows per multi-row insert on PostgreSQL: 12 parameters each, well under its limit. */
const INSERT_ROWS = 500;

/**
 * The JSON array a row travels in to SQLite's json_each (see storeCheckinRows). Every column is
 * taken as an SQL value (`->>`) but the last, the tags: they travel as a JSON array inside the
 * row and `->` gives that array back as its (minified) JSON text, the column's format, so they are
 * encoded once with the payload instead of once more per row.
 */
const COLUMN_COUNT = COLUMNS.split(',').length;
const FROM_JSON = Array.from({ length: COLUMN_COUNT }, (_, i) =>
  i === COLUMN_COUNT - 1 ? `value -> ${i}` : `value ->> ${i}`,
).join(', ');

/**
 * Inserts check-ins of any members, skipping any (user, id) already stored, and answers which
 * keys (checkinKey) it inserted and, for those it skipped, the rows already there (to judge a
 * replay). The versions of `records` must be fresh (reserved under the members' locks): a stored
 * row holding a record's own version is the one this call inserted.
 *
 * On SQLite the rows travel as ONE JSON parameter unpacked by json_each in the engine: binding
 * twelve parameters per row costs the sqlite3 driver more main-thread time than everything else
 * about a record, and RETURNING rows cost as much again. The insert reports only how many rows it
 * changed; only when that is fewer than proposed (replays, the rare case) are the rows read back.
 * PostgreSQL binds parameters cheaply: a multi-row VALUES with RETURNING.
 */
export async function storeCheckinRows(
  db: SqlDb,
  records: StoredCheckin[],
): Promise<{ inserted: Set<string>; existing: Map<string, StoredCheckin> }> {
  const inserted = new Set<string>();
  const existing = new Map<string, StoredCheckin>();
  if (!records.length) return { inserted, existing };
  if (db.sqlite) {
    const payload = JSON.stringify(
      records.map((c) => [
        c.userId,
        c.id,
        c.deviceId,
        c.date,
        Date.parse(c.recordedAt),
        Date.parse(c.receivedAt),
        c.hadRelapse ? 1 : 0,
        c.amountSpentCents,
        c.mood,
        c.notes,
        c.version,
        c.tags,
      ]),
    );
    const changed = await db.run(
      `insert into checkins (${COLUMNS}) select ${FROM_JSON} from json_each(?) where true on conflict (user_id, id) do nothing`,
      [payload],
    );
    if (changed === records.length) {
      for (const r of records) inserted.add(checkinKey(r.userId, r.id));
      return { inserted, existing };
    }
  } else {
    for (const chunk of chunked(records, INSERT_ROWS)) {
      const params: unknown[] = [];
      for (const c of chunk) {
        params.push(
          c.userId,
          c.id,
          c.deviceId,
          c.date,
          new Date(c.recordedAt),
          new Date(c.receivedAt),
          c.hadRelapse,
          c.amountSpentCents,
          c.mood,
          c.notes,
          c.version,
          JSON.stringify(c.tags),
        );
      }
      const rows = await db.rows<{ user_id: string; id: string }>(
        `insert into checkins (${COLUMNS}) values ${valuesList(chunk.length, COLUMN_COUNT)} on conflict (user_id, id) do nothing returning user_id, id`,
        params,
      );
      for (const row of rows) inserted.add(checkinKey(row.user_id, row.id));
    }
    if (inserted.size === records.length) return { inserted, existing };
  }
  // Some were skipped: read what the proposed keys hold now.
  const wanted = db.sqlite ? records : records.filter((r) => !inserted.has(checkinKey(r.userId, r.id)));
  const found = await findCheckinRows(db, wanted);
  for (const r of wanted) {
    const key = checkinKey(r.userId, r.id);
    const row = found.get(key);
    if (!row) throw new Error(`check-in ${key} neither inserted nor found`);
    if (row.version === r.version) inserted.add(key);
    else existing.set(key, row);
  }
  return { inserted, existing };
}

/** The stored check-ins among `keys` of any members, by checkinKey (to judge replays). */
export async function findCheckinRows(
  db: SqlDb,
  wanted: { userId: string; id: string }[],
): Promise<Map<string, StoredCheckin>> {
  const byUser = new Map<string, string[]>();
  for (const { userId, id } of wanted) {
    const ids = byUser.get(userId);
    if (ids) ids.push(id);
    else byUser.set(userId, [id]);
  }
  const found = new Map<string, StoredCheckin>();
  for (const [userId, ids] of byUser) {
    for (const chunk of chunked(ids, 500)) {
      const rows = await db.rows<CheckinDbRow>(
        `select ${COLUMNS} from checkins where user_id = ? and id in (${inList(chunk.length)})`,
        [userId, ...chunk],
      );
      for (const row of rows) found.set(checkinKey(row.user_id, row.id), fromRow(row));
    }
  }
  return found;
}

/** Every check-in of several members, by member (the facts of a group's cache misses). */
export async function findMembersCheckinRows(
  db: SqlDb,
  userIds: string[],
): Promise<Map<string, StoredCheckin[]>> {
  const byUser = new Map<string, StoredCheckin[]>(userIds.map((id) => [id, []]));
  for (const chunk of chunked(userIds, 500)) {
    const rows = await db.rows<CheckinDbRow>(
      `select ${COLUMNS} from checkins where user_id in (${inList(chunk.length)})`,
      chunk,
    );
    for (const row of rows) byUser.get(row.user_id)?.push(fromRow(row));
  }
  // The table's key is (user_id, id): one row per id.
  for (const list of byUser.values()) markUniqueById(list);
  return byUser;
}
