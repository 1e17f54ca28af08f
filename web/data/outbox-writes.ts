import type { Table } from 'dexie';
import { requestSync } from '../sync/sync-engine';
import { db, type OutboxKind, type OutboxRow } from './db';

/**
 * The outbox row that sends a record of `kind` (its id is the record's). A fresh row: never
 * handed to the network in this version, even if an older one was. `sendAfter` holds it back
 * until then (an edit still being typed).
 */
export function outboxRow(
  kind: OutboxKind,
  record: { id: string; userId: string },
  sendAfter?: string,
): OutboxRow {
  return {
    id: record.id,
    userId: record.userId,
    kind,
    createdAt: new Date().toISOString(),
    attempts: 0,
    lastError: null,
    ...(sendAfter ? { sendAfter } : {}),
  };
}

/**
 * Writes a record into `table` (through `write`) and its outbox row in one transaction, so both
 * commit or neither does; the send is asked for after the commit.
 */
export async function writeWithOutbox(
  kind: OutboxKind,
  record: { id: string; userId: string },
  table: Table,
  write: () => Promise<unknown>,
): Promise<void> {
  await db.transaction('rw', [table, db.outbox], async () => {
    await write();
    await db.outbox.add(outboxRow(kind, record));
  });
  requestSync();
}
