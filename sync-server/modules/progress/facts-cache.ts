import type { Assessment, AwardedMedal, Goal } from '../../../shared/domain/types';
import type { StoredCheckin } from '../checkins/checkin.repository';

/** The stored part of a member's facts (the account's own fields are read fresh each time). */
export interface CachedFacts {
  assessments: Assessment[];
  goals: Goal[];
  checkins: StoredCheckin[];
  medals: AwardedMedal[];
}

interface Entry {
  version: number;
  facts: CachedFacts;
  size: number;
}

/**
 * Members' facts as of a sync version, so a write recomputes from memory plus what it added
 * instead of reading every check-in again. Safe across instances and after rollbacks because an
 * entry is used only when its version is the member's version read under the write lock; that
 * holds as long as every change to a member's facts bumps the version (writeMemberFacts does)
 * and an entry is set only after its transaction committed: facts of a transaction that failed
 * at COMMIT, cached under its version, would be taken for the facts another instance's writes
 * later commit under the same version number.
 * Bounded by the number of records held; least recently used members go first. Entries are
 * never mutated: an update replaces the entry.
 */
export class FactsCache {
  private readonly entries = new Map<string, Entry>();
  private size = 0;

  constructor(private readonly maxRecords = 250_000) {}

  get(userId: string, version: number): CachedFacts | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    this.entries.delete(userId);
    if (entry.version !== version) {
      this.size -= entry.size;
      return undefined;
    }
    this.entries.set(userId, entry);
    return entry.facts;
  }

  set(userId: string, version: number, facts: CachedFacts): void {
    this.delete(userId);
    const size =
      1 + facts.checkins.length + facts.assessments.length + facts.goals.length + facts.medals.length;
    if (size > this.maxRecords) return;
    this.entries.set(userId, { version, facts, size });
    this.size += size;
    for (const [key, entry] of this.entries) {
      if (this.size <= this.maxRecords) break;
      this.entries.delete(key);
      this.size -= entry.size;
    }
  }

  delete(userId: string): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.entries.delete(userId);
    this.size -= entry.size;
  }
}

const caches = new WeakMap<object, FactsCache>();

/** The cache of one ORM instance (keyed by its driver, shared by every forked entity manager). */
export function factsCacheOf(owner: object): FactsCache {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new FactsCache();
    caches.set(owner, cache);
  }
  return cache;
}
