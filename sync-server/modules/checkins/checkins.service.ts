import type { EntityManager } from '@mikro-orm/knex';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { conflict, HttpError } from '../../http/errors';
import type { Account } from '../auth/current-user';
import { storeCheckinWrite } from '../sync/member-writes';
import type { StoredCheckin } from './checkin.repository';
import {
  type IngestOutcome,
  type PreparedCheckin,
  prepareCheckin,
  prepareRecord,
  type Rejection,
  rejectionResult,
} from './checkin-ingest';

/**
 * `POST /api/sync/push` (DESIGN.md §5.3): the whole batch in ONE transaction. The member's
 * version is taken once, new check-ins go in with multi-row insert-or-ignore, and the numbers and
 * medals are recomputed once for the batch. One result per record, in order. Pushes that arrive
 * while a write is running share the next transaction with it (group commit,
 * checkin-group-write.ts); each still gets exactly its own answers.
 */
export async function pushRecords(
  em: EntityManager,
  account: Account,
  deviceId: string | null,
  records: unknown[],
  /** When the push arrives; the demo seed (support CLI) replays a history day by day. */
  now = new Date(),
): Promise<IngestOutcome> {
  return store(
    em,
    account,
    records.map((raw) => prepareRecord(raw, account, deviceId, now)),
    now,
  );
}

/**
 * `POST /api/checkins`: the same operation for one check-in (spec §7). A refused record is an
 * error answer the spec's form reads (`message`): 400 for its content, 403 when it belongs to
 * another account, 409 when its id already holds other content.
 */
export async function recordCheckin(
  em: EntityManager,
  account: Account,
  raw: unknown,
): Promise<{ result: SyncRecordResult; record: StoredCheckin }> {
  const now = new Date();
  const prepared = prepareCheckin(raw, account, null, now);
  if (prepared.status === 'rejected') throw rejectionError(prepared);
  const outcome = await store(em, account, [prepared], now);
  const result = outcome.results[0]!;
  if (result.status === 'conflict') throw conflict('record-conflict');
  // The database refused the record's content (storeCheckinWrite): a 400 like any other content.
  if (result.status === 'rejected') throw new HttpError(400, 'record-unstorable', result.message);
  return { result, record: outcome.records[0]! };
}

async function store(
  em: EntityManager,
  account: Account,
  prepared: PreparedCheckin[],
  now: Date,
): Promise<IngestOutcome> {
  if (prepared.every((p): p is Rejection => p.status === 'rejected')) {
    // Nothing to store: no transaction, no lock.
    return { results: prepared.map(rejectionResult), stored: [], records: prepared.map(() => undefined) };
  }
  return storeCheckinWrite(em, { account, prepared, now });
}

const rejectionError = (r: Rejection) =>
  new HttpError(r.code === 'not-owner' ? 403 : 400, r.code, r.message, r.details);
