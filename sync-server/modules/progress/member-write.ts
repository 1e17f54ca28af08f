import type { EntityManager } from '@mikro-orm/knex';
import { earnedMedalKeys } from '../../../shared/domain/medals';
import { computeProgress } from '../../../shared/domain/progress';
import type { AwardedMedal, Progress } from '../../../shared/domain/types';
import { endAbandonedTransaction } from '../../db/sql';
import { announceMemberChanged } from '../live/announce';
import { awardMedals } from '../medals/medal.repository';
import type { User } from '../users/user.entity';
import { type CachedFacts, factsCacheOf } from './facts-cache';
import { loadStoredFacts, type StoredFacts, withAccount } from './member-facts';
import { type LockedProgress, lockMemberProgress, saveSnapshot } from './user-progress.repository';

export interface MemberWriteContext {
  tx: EntityManager;
  userId: string;
  now: Date;
  /** Takes the next sync version for a change (an assessment, a goal, a medal…). */
  nextVersion(): number;
}

export interface MemberWriteResult<T> {
  value: T;
  /** Medals newly awarded by this write. */
  awarded: AwardedMedal[];
  /** Set when the member's numbers were recomputed (something changed, or `recompute`). */
  progress?: Progress;
  facts?: StoredFacts;
}

export interface MemberWriteOptions {
  now?: Date;
  /** Recompute (and award medals) even if `work` changed nothing. */
  recompute?: boolean;
  /**
   * Versions `work` will take, reserved by the lock statement itself (saves a statement when
   * the numbers do not move). A reserved version left untaken is a harmless gap.
   */
  reserve?: number;
}

const sameSnapshot = (locked: LockedProgress['snapshot'], p: Progress) =>
  locked.moneySavedCents === p.moneySavedCents &&
  locked.currentStreak === p.currentStreak &&
  locked.bestStreak === p.bestStreak;

/**
 * The one way to change a member's facts (anything else that does must bump
 * user_progress.sync_version, or the facts cache would serve stale facts). In one transaction:
 * take the member's lock and version, run `work`, and, when it changed something (or
 * `recompute` is set), recompute the numbers with the shared rules once, award the medals they
 * earn and store the version and the snapshot. The facts cache takes the new facts only after
 * the COMMIT succeeded. Check-ins take the batched form of the same steps for many members at
 * once (checkins/checkin-group-write.ts).
 */
export async function writeMemberFacts<T>(
  em: EntityManager,
  user: User,
  work: (ctx: MemberWriteContext) => Promise<T>,
  options: MemberWriteOptions = {},
): Promise<MemberWriteResult<T>> {
  const now = options.now ?? new Date();
  const reserve = options.reserve ?? 0;
  const cache = factsCacheOf(em.getDriver());
  // What the cache takes once the transaction committed: facts cached before the COMMIT would
  // stay cached if it failed, under a version number that another instance's writes may later
  // give the member with other facts.
  let cacheUpdate: { version: number; facts: CachedFacts } | undefined;
  // The member's version after a change, announced to their open tabs once committed.
  let changedTo: number | undefined;
  // A plain knex transaction with a fork bound to it: MikroORM's transactional() also flushes
  // and merges identity maps, which costs as much as the statements here and buys nothing (all
  // writes below are explicit statements).
  const result = await em
    .getKnex()
    .transaction(async (trx): Promise<MemberWriteResult<T>> => {
      const tx = em.fork({ clear: true });
      tx.setTransactionContext(trx);
      const locked = await lockMemberProgress(tx, user.id, reserve, now);
      const base = locked.version - reserve;
      const cached = cache.get(user.id, base);
      let version = base;
      const value = await work({
        tx,
        userId: user.id,
        now,
        nextVersion: () => ++version,
      });
      const changed = version > base;
      if (!changed && !options.recompute) {
        // Only replays: nothing to recompute. The reserved versions are spent (the cursor moves,
        // harmlessly) and the cached facts are still the member's facts at the new version.
        if (cached) cacheUpdate = { version: locked.version, facts: cached };
        return { value, awarded: [] };
      }

      const stored: CachedFacts = cached && !changed ? cached : await loadStoredFacts(tx, user.id);
      const facts = withAccount(user, stored);
      const progress = computeProgress(facts, now);
      const awarded = await awardMedals(tx, user.id, facts.medals, earnedMedalKeys(facts, progress), now);
      if (awarded.length) {
        facts.medals = facts.medals.concat(awarded);
        // Medals are facts a pull must bring to other devices.
        if (version === base) version++;
      }
      const final = Math.max(version, locked.version);
      if (final !== locked.version || !sameSnapshot(locked.snapshot, progress)) {
        await saveSnapshot(tx, user.id, final, progress, now);
      }
      cacheUpdate = { version: final, facts: { ...stored, medals: facts.medals } };
      if (final > base) changedTo = final;
      return { value, awarded, progress, facts };
    })
    .catch(async (err: unknown) => {
      await endAbandonedTransaction(em);
      throw err;
    });
  // Only facts that are now in the database go into the cache.
  if (cacheUpdate) cache.set(user.id, cacheUpdate.version, cacheUpdate.facts);
  if (changedTo !== undefined) announceMemberChanged(em, user.id, changedTo);
  return result;
}
