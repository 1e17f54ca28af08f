import { earnedMedalKeys } from '../../../shared/domain/medals';
import { appendNewCheckins, computeProgress } from '../../../shared/domain/progress';
import type { AwardedMedal, Progress } from '../../../shared/domain/types';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { errorTexts } from '../../../shared/texts/error.texts';
import type { SqlDb } from '../../db/sql';
import type { Account } from '../auth/current-user';
import { insertMedalAwards } from '../medals/medal.repository';
import type { CachedFacts, FactsCache } from '../progress/facts-cache';
import { loadMembersStoredFacts, withAccount } from '../progress/member-facts';
import type { ReservedVersions } from '../progress/reserved-versions';
import { type LockedProgress, saveSnapshots } from '../progress/user-progress.repository';
import { checkinKey, type StoredCheckin, storeCheckinRows } from './checkin.repository';
import {
  type IngestOutcome,
  type PreparedCheckin,
  type Rejection,
  rejectionResult,
  sameContent,
} from './checkin-ingest';

/** One request's check-ins for the signed-in member, after the checks that need no database. */
export interface CheckinWrite {
  account: Account;
  /** One entry per input record, in order; at least one is ready. */
  prepared: PreparedCheckin[];
  now: Date;
}

type Ready = Exclude<PreparedCheckin, Rejection>;

interface Candidate {
  record: StoredCheckin;
  /** The occurrence that proposed it (the first of its key in the group). */
  source: Ready;
}

interface MemberPart {
  account: Account;
  /** The latest request time among the member's writes: the instant the numbers are computed at. */
  now: Date;
}

const sameSnapshot = (locked: LockedProgress['snapshot'], p: Progress) =>
  locked.moneySavedCents === p.moneySavedCents &&
  locked.currentStreak === p.currentStreak &&
  locked.bestStreak === p.bestStreak;

/** Versions a check-in write takes: one per distinct new id. */
export const checkinVersionsNeeded = (prepared: PreparedCheckin[]) =>
  new Set(prepared.flatMap((p) => (p.status === 'ready' ? [p.record.id] : []))).size;

/** What a group's check-in part leaves for after the commit. */
export interface CheckinPartResult {
  outcomes: IngestOutcome[];
  /** Facts the cache takes once committed: [member, version, facts]. */
  cacheUpdates: [string, number, CachedFacts][];
  /** Members that gained records, with their version: announced once committed. */
  changed: [string, number][];
}

/**
 * The check-in writes of a write group (sync/member-writes.ts: one transaction for every kind,
 * the members' versions already reserved), with a handful of multi-row statements (DESIGN.md
 * §5.3, group commit):
 *
 * 1. every new record is proposed once per (member, id), in request order, each with the next
 *    version of its member, and inserted with one insert-or-ignore (per 500 rows);
 * 2. only the ids that insert skipped are read back, to tell a replay (`duplicate`) from other
 *    content (`conflict`); a later occurrence of an id in the group is judged against the first,
 *    exactly as if the requests had run one after the other in that order;
 * 3. each member's numbers are recomputed once from the facts cache plus what the group added
 *    (or read under the lock on a cache miss), new medals go in with one insert and changed
 *    snapshots with one upsert; the cache takes the new facts once the transaction committed.
 *
 * The same rules as writeMemberFacts: every change bumps the member's version, and cached facts
 * are used only at the version read under the lock. All-or-nothing with its group.
 */
export async function writeCheckinPart(
  db: SqlDb,
  writes: CheckinWrite[],
  versions: ReservedVersions,
  cache: FactsCache,
): Promise<CheckinPartResult> {
  const members = new Map<string, MemberPart>();
  for (const write of writes) {
    const member = members.get(write.account.id);
    if (!member) members.set(write.account.id, { account: write.account, now: write.now });
    else if (write.now > member.now) member.now = write.now;
  }
  const cached = new Map<string, CachedFacts | undefined>();
  for (const userId of members.keys()) cached.set(userId, cache.get(userId, versions.base(userId)));

  // Propose each (member, id) once, in request order, with the member's next version.
  const candidates = new Map<string, Candidate>();
  for (const write of writes) {
    for (const p of write.prepared) {
      if (p.status !== 'ready') continue;
      const key = checkinKey(p.record.userId, p.record.id);
      if (candidates.has(key)) continue;
      const version = versions.take(p.record.userId);
      candidates.set(key, { record: { ...p.record, version }, source: p });
    }
  }
  const proposed = [...candidates.values()].map((c) => c.record);
  const { inserted, existing } = await storeCheckinRows(db, proposed);

  const outcomes = writes.map((write) => judge(write, candidates, existing));
  const cacheUpdates: [string, number, CachedFacts][] = [];
  const changed: [string, number][] = [];

  // Recompute once per member that gained records; medals and snapshots in one statement each.
  const added = new Map<string, StoredCheckin[]>();
  for (const record of proposed) {
    if (!inserted.has(checkinKey(record.userId, record.id))) continue;
    const list = added.get(record.userId);
    if (list) list.push(record);
    else added.set(record.userId, [record]);
  }
  const medals: { userId: string; key: string; earnedAt: Date }[] = [];
  const snapshots: { userId: string; version: number; progress: Progress; now: Date }[] = [];
  // Members the cache did not hold are read under their lock, all together.
  const misses = [...added.keys()].filter((userId) => !cached.get(userId));
  const loaded = misses.length ? await loadMembersStoredFacts(db, misses) : new Map<string, CachedFacts>();
  for (const [userId, m] of members) {
    const row = versions.row(userId);
    const facts = cached.get(userId);
    const records = added.get(userId);
    if (!records) {
      // Only replays: the reserved versions are spent, the cached facts still hold.
      if (facts) cacheUpdates.push([userId, row.version, facts]);
      continue;
    }
    // Read after the insert, so a loaded member's facts already hold what the group added.
    // The records the insert took are new ids, so the union is still one row per id.
    const stored: CachedFacts = facts
      ? { ...facts, checkins: appendNewCheckins(facts.checkins, records) }
      : loaded.get(userId)!;
    const full = withAccount(m.account, stored);
    const progress = computeProgress(full, m.now);
    const held = new Set(stored.medals.map((medal) => medal.key));
    const awarded: AwardedMedal[] = [...new Set(earnedMedalKeys(full, progress))]
      .filter((key) => !held.has(key))
      .map((key) => ({ key, earnedAt: m.now.toISOString() }));
    for (const medal of awarded) medals.push({ userId, key: medal.key, earnedAt: m.now });
    if (!sameSnapshot(row.snapshot, progress)) {
      snapshots.push({ userId, version: row.version, progress, now: m.now });
    }
    cacheUpdates.push([
      userId,
      row.version,
      { ...stored, medals: awarded.length ? stored.medals.concat(awarded) : stored.medals },
    ]);
    changed.push([userId, row.version]);
  }
  // Nothing reads these back: they go with the COMMIT (one round trip on SQLite).
  if (medals.length) insertMedalAwards(db, medals);
  if (snapshots.length) saveSnapshots(db, snapshots);
  return { outcomes, cacheUpdates, changed };
}

/** The answers of one write, given what the group proposed and what was already stored. */
function judge(
  write: CheckinWrite,
  candidates: Map<string, Candidate>,
  existing: Map<string, StoredCheckin>,
): IngestOutcome {
  const stored: StoredCheckin[] = [];
  const records: (StoredCheckin | undefined)[] = [];
  const results = write.prepared.map((p): SyncRecordResult => {
    if (p.status !== 'ready') {
      records.push(undefined);
      return rejectionResult(p);
    }
    const key = checkinKey(p.record.userId, p.record.id);
    const candidate = candidates.get(key)!;
    const known = existing.get(key) ?? (candidate.source === p ? undefined : candidate.record);
    const id = p.record.id;
    if (!known) {
      stored.push(candidate.record);
      records.push(candidate.record);
      return { id, status: 'stored' };
    }
    records.push(known);
    return sameContent(known, p.record)
      ? { id, status: 'duplicate' }
      : { id, status: 'conflict', code: 'record-conflict', message: errorTexts['record-conflict'] };
  });
  return { results, stored, records };
}

/**
 * True for a database error caused by a value of the statement, not by the database's state: the
 * same records fail again on retry, while their neighbours would not. PostgreSQL: class 22 (data
 * exception: NUL or a character the database encoding lacks, a value out of range, a malformed
 * date), NOT NULL and CHECK violations. SQLite: NOT NULL and CHECK constraints, a value too big.
 * Connection, lock, serialization and disk errors are not: the push fails (5xx) and the client
 * sends it again later, losing nothing.
 */
export function isRecordDataError(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return false;
  if (/^22[0-9A-Z]{3}$/.test(code) || code === '23502' || code === '23514') return true;
  if (code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH') return true;
  return code === 'SQLITE_CONSTRAINT' && /(NOT NULL|CHECK) constraint failed/.test(String(message));
}

const unstorable = (id: string): Rejection => ({
  id,
  status: 'rejected',
  code: 'record-unstorable',
  message: errorTexts['record-unstorable'],
});

/** Runs one check-in write in the next write group (sync/member-writes.ts). */
export type SubmitCheckins = (write: CheckinWrite) => Promise<IngestOutcome>;

/**
 * Stores one request's check-ins through the group-commit queue. The shared schema refuses every
 * value the databases are known to refuse (DESIGN.md §11), so this is the exception path: when
 * the write fails ALONE on the content of a record (`isRecordDataError`), its records are written
 * in halves, down to the records that fail by themselves, which are answered `rejected`; the
 * others are stored. One bad record never blocks a device's queue (a push that answers 500 is
 * sent again and again). The halves keep the records' order, so versions follow it as before.
 * Nothing is added to the path of a write that succeeds.
 */
export async function submitCheckinWrite(
  submit: SubmitCheckins,
  write: CheckinWrite,
): Promise<IngestOutcome> {
  try {
    return await submit(write);
  } catch (err) {
    if (!isRecordDataError(err)) throw err;
    return writeInHalves(submit, write);
  }
}

async function writeInHalves(submit: SubmitCheckins, write: CheckinWrite): Promise<IngestOutcome> {
  const ready = write.prepared.filter((p) => p.status === 'ready');
  if (ready.length === 1) {
    // The record that fails alone: refused, and its neighbours (already refused) with it.
    const prepared = write.prepared.map((p) => (p.status === 'ready' ? unstorable(p.record.id) : p));
    return { results: prepared.map(rejectionResult), stored: [], records: prepared.map(() => undefined) };
  }
  const half = Math.ceil(write.prepared.length / 2);
  const parts = [write.prepared.slice(0, half), write.prepared.slice(half)];
  const outcomes: IngestOutcome[] = [];
  for (const prepared of parts) {
    const part = { ...write, prepared };
    if (!prepared.some((p) => p.status === 'ready')) {
      outcomes.push({
        results: prepared.map((p) => rejectionResult(p as Rejection)),
        stored: [],
        records: prepared.map(() => undefined),
      });
      continue;
    }
    try {
      outcomes.push(await submit(part));
    } catch (err) {
      if (!isRecordDataError(err)) throw err;
      outcomes.push(await writeInHalves(submit, part));
    }
  }
  return {
    results: outcomes.flatMap((o) => o.results),
    stored: outcomes.flatMap((o) => o.stored),
    records: outcomes.flatMap((o) => o.records),
  };
}
