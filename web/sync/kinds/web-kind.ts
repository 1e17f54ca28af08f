import type { EntityTable } from 'dexie';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import type { SyncKindType } from '../../../shared/sync/kinds';
import type { SyncState, ViradaDb } from '../../data/db';
import type { ToastInput } from '../../lib/toaster';

/** What every synced kind's local row has: who it belongs to and where it stands with the server. */
export interface SyncedRow {
  id: string;
  userId: string;
  syncState: SyncState;
  syncMessage: string | null;
}

/** Something the member should know about a change the server made (a toast, shown after commit). */
export type SyncNotice = ToastInput;

/** What a reply or a pulled record means for one local row. */
export interface RowDecision<Row> {
  /** The row to store; null removes it (and anything of it still queued); absent leaves it. */
  row?: Row | null;
  /** Settling only: the outbox row stays, because the row changed since it was sent. */
  keepOutbox?: boolean;
  notice?: SyncNotice;
}

/** How the sync indicator lists a row the server refused. */
export interface RefusedLabel {
  label: string;
  /** A 'yyyy-MM-dd' day or an ISO instant, for the list's date and order. */
  when: string;
  /** Where the member resolves it, when the kind has its own page for that; else "discard". */
  href?: string;
}

/**
 * One synced kind on the web (shared/sync/kinds.ts declares it once for both sides): its Dexie
 * table, how the sync indicator names its refused rows, and its rules against the wire. The
 * outbox, push, pull, the refused-record list and sign-out are written once over these
 * (web/sync/outbox-push.ts, pull-changes.ts, web/data/rejected-records.ts, clearUserData); adding
 * a kind adds one of these to `WEB_SYNC_KINDS` (./index.ts) and its table to a new Dexie version.
 *
 * The table must be indexed by `userId` and `[userId+syncState]`.
 */
export interface WebSyncKind<Row extends SyncedRow = SyncedRow, Pulled = unknown> {
  type: SyncKindType;
  // Methods, not function properties: a kind of particular rows then counts as a kind of rows.
  table(db: ViradaDb): EntityTable<Row, 'id'>;
  describe(row: Row): RefusedLabel;
  /**
   * The kind's rules, loaded when a record of the kind is first met (a kind may keep them in its
   * own chunk, so pages that only sync do not download the rules of kinds the member never used).
   */
  rules(): Promise<SyncRules<Row, Pulled>>;
}

/** How a kind's rows meet the wire: what is sent, and what an answer or a pulled record does. */
export interface SyncRules<Row extends SyncedRow = SyncedRow, Pulled = unknown> {
  /** The record as `POST /api/sync/push` takes it, `type` included. */
  toWire(row: Row, deviceId: string): Record<string, unknown>;
  /**
   * The server's answer for a record: `row` is the row now (read in the settling transaction),
   * `sent` the row as it was sent. A whole-request refusal arrives as a `rejected` or `conflict`
   * result without `current`.
   */
  settle(row: Row, sent: Row, result: SyncRecordResult): RowDecision<Row>;
  /** A record from `GET /api/sync/pull` for `userId`; `local` is this device's row with its id. */
  pulled(record: Pulled, userId: string, local: Row | undefined): RowDecision<Row>;
}

/** The states of a row the server did not take, kept and shown with its reason. */
export const REFUSED_STATES: readonly SyncState[] = ['conflict', 'rejected'];
