import type { EntityManager } from '@mikro-orm/knex';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { Coalescer } from '../../db/coalescer';
import { isSqlite, transaction } from '../../db/sql';
import {
  type CheckinPartResult,
  type CheckinWrite,
  checkinVersionsNeeded,
  submitCheckinWrite,
  writeCheckinPart,
} from '../checkins/checkin-group-write';
import type { IngestOutcome } from '../checkins/checkin-ingest';
import {
  type JournalPartResult,
  type JournalWrite,
  journalVersionsNeeded,
  submitJournalWrite,
  writeJournalPart,
} from '../journal/journal-write';
import { announceMemberChanged } from '../live/announce';
import { type CachedFacts, factsCacheOf } from '../progress/facts-cache';
import { ReservedVersions } from '../progress/reserved-versions';
import { lockMembersProgress } from '../progress/user-progress.repository';

/** One request's records of one kind, as the write group takes them. */
export type MemberWrite = { kind: 'checkin'; write: CheckinWrite } | { kind: 'journal'; write: JournalWrite };
type MemberWriteOutput = IngestOutcome | SyncRecordResult[];

/** The most records one group carries (a hundred full pushes of 30). */
const MAX_GROUP_RECORDS = 3000;

const NO_CHECKINS: CheckinPartResult = { outcomes: [], cacheUpdates: [], changed: [] };
const NO_JOURNAL: JournalPartResult = { answers: [], changed: new Map() };

/**
 * The writes of synced records of several requests, of one or many members and of every kind,
 * in ONE transaction (group commit, DESIGN.md §5.3): one upsert takes every member's lock
 * (user_progress, in id order) and reserves the versions all their changes need; then each kind
 * writes its part with a handful of multi-row statements (check-ins, then diary entries), taking
 * the reserved versions in order. A push that carries check-ins and diary entries therefore costs
 * one transaction, not one per kind. After the commit: the facts cache takes what the check-ins
 * computed, a member whose only changes were diary entries keeps their cached facts at the new
 * version (diary entries are no input of the numbers, and must not make the next check-in re-read
 * every fact), and each member whose records changed is announced once on the live channel.
 * All-or-nothing, so safe to retry per write (the Coalescer does).
 */
export async function writeMemberGroup(
  em: EntityManager,
  items: MemberWrite[],
): Promise<MemberWriteOutput[]> {
  const cache = factsCacheOf(em.getDriver());
  const checkins: CheckinWrite[] = [];
  const journal: JournalWrite[] = [];
  const reserve = new Map<string, number>();
  const need = (userId: string, n: number) => reserve.set(userId, (reserve.get(userId) ?? 0) + n);
  let now = 0;
  for (const item of items) {
    if (item.kind === 'checkin') {
      checkins.push(item.write);
      need(item.write.account.id, checkinVersionsNeeded(item.write.prepared));
    } else {
      journal.push(item.write);
      need(item.write.account.id, journalVersionsNeeded(item.write));
    }
    now = Math.max(now, item.write.now.getTime());
  }

  const carried: [string, number, CachedFacts][] = [];
  const { checkinPart, journalPart } = await transaction(em, async (db) => {
    const locked = await lockMembersProgress(
      db,
      [...reserve].map(([userId, n]) => ({ userId, reserve: n })),
      new Date(now),
    );
    const versions = new ReservedVersions(locked, reserve);
    // Read before the check-ins spend the versions: the facts as they were when the group began.
    const checkinMembers = new Set(checkins.map((w) => w.account.id));
    for (const userId of versions.members()) {
      if (checkinMembers.has(userId)) continue;
      const facts = cache.get(userId, versions.base(userId));
      if (facts) carried.push([userId, versions.final(userId), facts]);
    }
    const checkinPart = checkins.length ? await writeCheckinPart(db, checkins, versions, cache) : NO_CHECKINS;
    const journalPart = journal.length ? await writeJournalPart(db, journal, versions) : NO_JOURNAL;
    return { checkinPart, journalPart };
  });

  // Only facts that are now in the database go into the cache.
  for (const [userId, version, facts] of checkinPart.cacheUpdates) cache.set(userId, version, facts);
  for (const [userId, version, facts] of carried) cache.set(userId, version, facts);
  const changed = new Map(journalPart.changed);
  for (const [userId, version] of checkinPart.changed) {
    if (version > (changed.get(userId) ?? 0)) changed.set(userId, version);
  }
  for (const [userId, version] of changed) announceMemberChanged(em, userId, version);

  let c = 0;
  let j = 0;
  return items.map((item) =>
    item.kind === 'checkin' ? checkinPart.outcomes[c++]! : journalPart.answers[j++]!,
  );
}

/** Check-ins only (tests drive the group this way). */
export const writeCheckinGroup = async (em: EntityManager, writes: CheckinWrite[]) =>
  (await writeMemberGroup(
    em,
    writes.map((write) => ({ kind: 'checkin' as const, write })),
  )) as IngestOutcome[];

const writers = new WeakMap<object, Coalescer<MemberWrite, MemberWriteOutput>>();

/**
 * The group-commit queue of record writes of one ORM instance, for every kind. SQLite has one
 * connection, so one group runs at a time and everything that arrives meanwhile forms the next
 * group. On PostgreSQL a few groups run at once (members locked in id order, so they cannot
 * deadlock).
 */
export function memberWriter(em: EntityManager): Coalescer<MemberWrite, MemberWriteOutput> {
  const driver = em.getDriver();
  let writer = writers.get(driver);
  if (!writer) {
    writer = new Coalescer((items) => writeMemberGroup(em, items), {
      concurrency: isSqlite(em) ? 1 : 4,
      maxWeight: MAX_GROUP_RECORDS,
      weight: (item) => item.write.prepared.length,
    });
    writers.set(driver, writer);
  }
  return writer;
}

/** Stores one request's check-ins in the next write group (a record the database refuses alone is answered `rejected`). */
export function storeCheckinWrite(em: EntityManager, write: CheckinWrite): Promise<IngestOutcome> {
  const writer = memberWriter(em);
  return submitCheckinWrite(
    (part) => writer.submit({ kind: 'checkin', write: part }) as Promise<IngestOutcome>,
    write,
  );
}

/** Stores one request's diary changes in the next write group (the same fallback per change). */
export function storeJournalWrite(em: EntityManager, write: JournalWrite): Promise<SyncRecordResult[]> {
  const writer = memberWriter(em);
  return submitJournalWrite(
    (part) => writer.submit({ kind: 'journal', write: part }) as Promise<SyncRecordResult[]>,
    write,
  );
}
