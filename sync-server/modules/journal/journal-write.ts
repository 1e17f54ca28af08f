import type { EntityManager } from '@mikro-orm/knex';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { errorTexts } from '../../../shared/texts/error.texts';
import { Coalescer } from '../../db/coalescer';
import { isSqlite, transaction } from '../../db/sql';
import type { Account } from '../auth/current-user';
import { isRecordDataError } from '../checkins/checkin-group-write';
import { type Rejection, rejectionResult } from '../checkins/checkin-ingest';
import { announceMemberChanged } from '../live/announce';
import { type CachedFacts, factsCacheOf } from '../progress/facts-cache';
import { lockMembersProgress } from '../progress/user-progress.repository';
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

/** The most records one group carries. */
const MAX_GROUP_RECORDS = 3000;

const readyCount = (write: JournalWrite) => write.prepared.filter((p) => p.status === 'ready').length;

/**
 * The diary changes of several requests, of one or many members, in ONE transaction (group
 * commit, like check-ins): one upsert takes every member's lock (user_progress, in id order) and
 * reserves a version per change; one read finds the entries the changes touch; each change is
 * judged in request order against the entry as the changes before it left it
 * (document-rules.ts), so the group answers exactly as if the requests had run one after the
 * other; one upsert writes each changed entry's final state with the COMMIT. Diary entries are
 * no input of the member's numbers or medals: nothing is recomputed, and the facts cache entry
 * read at the member's version under the lock is carried to the new version once committed (a
 * journal write must not make the next check-in re-read every fact). Reserved versions a change
 * did not take (replays, conflicts) are harmless gaps in the cursor.
 */
export async function writeJournalGroup(
  em: EntityManager,
  writes: JournalWrite[],
): Promise<SyncRecordResult[][]> {
  const cache = factsCacheOf(em.getDriver());
  const reserve = new Map<string, number>();
  for (const write of writes) {
    reserve.set(write.account.id, (reserve.get(write.account.id) ?? 0) + readyCount(write));
  }
  const now = new Date(Math.max(...writes.map((w) => w.now.getTime())));
  const carried: [string, number, CachedFacts][] = [];
  // Members whose diary changed, with the version of their last change: announced once committed.
  const changedTo = new Map<string, number>();
  const results = await transaction(em, async (db) => {
    const locked = await lockMembersProgress(
      db,
      [...reserve].map(([userId, n]) => ({ userId, reserve: n })),
      now,
    );
    const next = new Map<string, number>();
    for (const [userId, n] of reserve) {
      const row = locked.get(userId);
      if (!row) throw new Error(`user_progress row of ${userId} was not locked`);
      next.set(userId, row.version - n);
      const facts = cache.get(userId, row.version - n);
      if (facts) carried.push([userId, row.version, facts]);
    }

    const wanted = writes.flatMap((w) => w.prepared.flatMap((p) => (p.status === 'ready' ? [p.change] : [])));
    const entries = await findJournalRows(db, wanted);
    const changed = new Map<string, StoredJournalEntry>();
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
        const version = next.get(change.userId)! + 1;
        next.set(change.userId, version);
        const entry: StoredJournalEntry = {
          userId: change.userId,
          id: change.id,
          version,
          content: change.content,
          recordedAt: change.recordedAt,
          updatedAt: write.now.toISOString(),
        };
        entries.set(key, entry);
        changed.set(key, entry);
        return { id: change.id, status: 'stored', version };
      }),
    );
    if (changed.size) saveJournalRows(db, [...changed.values()]);
    for (const entry of changed.values()) {
      if (entry.version > (changedTo.get(entry.userId) ?? 0)) changedTo.set(entry.userId, entry.version);
    }
    return answers;
  });
  // Only once committed: the facts did not change, the member's version did.
  for (const [userId, version, facts] of carried) cache.set(userId, version, facts);
  for (const [userId, version] of changedTo) announceMemberChanged(em, userId, version);
  return results;
}

const unstorable = (id: string): Rejection => ({
  id,
  status: 'rejected',
  code: 'record-unstorable',
  message: errorTexts['record-unstorable'],
});

/**
 * Stores one request's diary changes through the group-commit queue. Should the database refuse
 * the write for a record's content (the shared schema refuses every value known to fail, so this
 * is the exception path), each change is written alone and the ones that fail alone are
 * answered `rejected`; the others are stored, in order.
 */
export async function submitJournalWrite(
  em: EntityManager,
  write: JournalWrite,
): Promise<SyncRecordResult[]> {
  const writer = journalWriter(em);
  try {
    return await writer.submit(write);
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
      const [result] = await writer.submit({ ...write, prepared: [p] });
      results.push(result!);
    } catch (err) {
      if (!isRecordDataError(err)) throw err;
      results.push(rejectionResult(unstorable(p.change.id)));
    }
  }
  return results;
}

const writers = new WeakMap<object, Coalescer<JournalWrite, SyncRecordResult[]>>();

/** The group-commit queue of diary writes of one ORM instance (see checkinWriter). */
function journalWriter(em: EntityManager): Coalescer<JournalWrite, SyncRecordResult[]> {
  const driver = em.getDriver();
  let writer = writers.get(driver);
  if (!writer) {
    writer = new Coalescer((writes) => writeJournalGroup(em, writes), {
      concurrency: isSqlite(em) ? 1 : 4,
      maxWeight: MAX_GROUP_RECORDS,
      weight: (write) => write.prepared.length,
    });
    writers.set(driver, writer);
  }
  return writer;
}
