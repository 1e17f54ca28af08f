import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { errorTexts } from '../../../shared/texts/error.texts';
import type { SqlDb } from '../../db/sql';
import type { Account } from '../auth/current-user';
import { isRecordDataError } from '../checkins/checkin-group-write';
import { type Rejection, rejectionResult } from '../checkins/checkin-ingest';
import type { ReservedVersions } from '../progress/reserved-versions';
import { judgeDocumentChange } from '../sync/document-rules';
import {
  findJournalRows,
  journalKey,
  type StoredJournalEntry,
  saveJournalRows,
  toJournalEntryDto,
} from './journal.repository';
import { type PreparedJournal, sameJournalContent } from './journal-ingest';

/** One request's diary changes for the signed-in member. */
export interface JournalWrite {
  account: Account;
  /** One entry per input record, in order; at least one is ready. */
  prepared: PreparedJournal[];
  now: Date;
}

/** Versions a diary write takes: one per change that may be stored. */
export const journalVersionsNeeded = (write: JournalWrite) =>
  write.prepared.filter((p) => p.status === 'ready').length;

/** What a group's diary part leaves for after the commit. */
export interface JournalPartResult {
  answers: SyncRecordResult[][];
  /** Members whose diary changed, with the version of their last change: announced once committed. */
  changed: Map<string, number>;
}

/**
 * The diary changes of a write group (sync/member-writes.ts: one transaction for every kind, the
 * members' versions already reserved): one read finds the entries the changes touch; each change
 * is judged in request order against the entry as the changes before it left it
 * (document-rules.ts), so the group answers exactly as if the requests had run one after the
 * other; one upsert writes each changed entry's final state with the COMMIT. Diary entries are no
 * input of the member's numbers or medals: nothing is recomputed.
 */
export async function writeJournalPart(
  db: SqlDb,
  writes: JournalWrite[],
  versions: ReservedVersions,
): Promise<JournalPartResult> {
  const wanted = writes.flatMap((w) => w.prepared.flatMap((p) => (p.status === 'ready' ? [p.change] : [])));
  const entries = await findJournalRows(db, wanted);
  const saved = new Map<string, StoredJournalEntry>();
  const answers = writes.map((write) =>
    write.prepared.map((p): SyncRecordResult => {
      if (p.status !== 'ready') return rejectionResult(p);
      const { change } = p;
      const key = journalKey(change.userId, change.id);
      const current = entries.get(key);
      const verdict = judgeDocumentChange(current, change, sameJournalContent);
      if (verdict === 'duplicate') return { id: change.id, status: 'duplicate', version: current!.version };
      if (verdict === 'conflict') {
        const deleted = current!.content === null;
        const code = deleted ? 'record-deleted' : 'edit-conflict';
        return {
          id: change.id,
          status: 'conflict',
          code,
          message: errorTexts[code],
          current: toJournalEntryDto(current!),
        };
      }
      const version = versions.take(change.userId);
      const entry: StoredJournalEntry = {
        userId: change.userId,
        id: change.id,
        version,
        content: change.content,
        recordedAt: change.recordedAt,
        updatedAt: write.now.toISOString(),
      };
      entries.set(key, entry);
      saved.set(key, entry);
      return { id: change.id, status: 'stored', version };
    }),
  );
  if (saved.size) saveJournalRows(db, [...saved.values()]);
  const changed = new Map<string, number>();
  for (const entry of saved.values()) {
    if (entry.version > (changed.get(entry.userId) ?? 0)) changed.set(entry.userId, entry.version);
  }
  return { answers, changed };
}

const unstorable = (id: string): Rejection => ({
  id,
  status: 'rejected',
  code: 'record-unstorable',
  message: errorTexts['record-unstorable'],
});

/** Runs one diary write in the next write group (sync/member-writes.ts). */
export type SubmitJournal = (write: JournalWrite) => Promise<SyncRecordResult[]>;

/**
 * Stores one request's diary changes through the group-commit queue. Should the database refuse
 * the write for a record's content (the shared schema refuses every value known to fail, so this
 * is the exception path), each change is written alone and the ones that fail alone are
 * answered `rejected`; the others are stored, in order.
 */
export async function submitJournalWrite(
  submit: SubmitJournal,
  write: JournalWrite,
): Promise<SyncRecordResult[]> {
  try {
    return await submit(write);
  } catch (err) {
    if (!isRecordDataError(err)) throw err;
  }
  const results: SyncRecordResult[] = [];
  for (const p of write.prepared) {
    if (p.status !== 'ready') {
      results.push(rejectionResult(p));
      continue;
    }
    try {
      const [result] = await submit({ ...write, prepared: [p] });
      results.push(result!);
    } catch (err) {
      if (!isRecordDataError(err)) throw err;
      results.push(rejectionResult(unstorable(p.change.id)));
    }
  }
  return results;
}
