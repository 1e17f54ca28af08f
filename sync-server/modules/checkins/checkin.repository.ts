import type { EntityManager } from '@mikro-orm/knex';
import type { Checkin, Mood } from '../../../shared/domain/types';

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
}

const COLUMNS =
  'user_id, id, device_id, date, recorded_at, received_at, had_relapse, amount_spent_cents, mood, notes, version';

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
  };
}

/** Every check-in of a member (the facts the rules run on); plain SQL, no entity hydration. */
export async function findMemberCheckins(em: EntityManager, userId: string): Promise<StoredCheckin[]> {
  const rows = await em.execute<CheckinDbRow[]>(
    `select ${COLUMNS} from checkins where user_id = ?`,
    [userId],
    'all',
  );
  return rows.map(fromRow);
}

/** The member's check-ins among `ids` (to tell a replay from a conflict). */
export async function findCheckinsByIds(
  em: EntityManager,
  userId: string,
  ids: string[],
): Promise<Map<string, StoredCheckin>> {
  const found = new Map<string, StoredCheckin>();
  for (const chunk of chunks(ids, 500)) {
    const rows = await em.execute<CheckinDbRow[]>(
      `select ${COLUMNS} from checkins where user_id = ? and id in (${chunk.map(() => '?').join(', ')})`,
      [userId, ...chunk],
      'all',
    );
    for (const row of rows) found.set(row.id, fromRow(row));
  }
  return found;
}

/**
 * Inserts check-ins in multi-row statements, skipping any (user, id) already there, and answers
 * the ids it stored. Insert-or-ignore never aborts the transaction (a caught unique error would,
 * on PostgreSQL), and makes a replay cost no more than a new record.
 */
export async function insertCheckins(em: EntityManager, records: StoredCheckin[]): Promise<Set<string>> {
  const date = (iso: string) => em.getPlatform().processDateProperty(new Date(iso));
  const inserted = new Set<string>();
  for (const chunk of chunks(records, 80)) {
    const params = chunk.flatMap((c) => [
      c.userId,
      c.id,
      c.deviceId,
      c.date,
      date(c.recordedAt),
      date(c.receivedAt),
      c.hadRelapse,
      c.amountSpentCents,
      c.mood,
      c.notes,
      c.version,
    ]);
    const values = chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const rows = await em.execute<{ id: string }[]>(
      `insert into checkins (${COLUMNS}) values ${values} on conflict (user_id, id) do nothing returning id`,
      params,
      'all',
    );
    for (const row of rows) inserted.add(row.id);
  }
  return inserted;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
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
