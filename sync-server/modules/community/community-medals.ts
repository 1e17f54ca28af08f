import type { EntityManager } from '@mikro-orm/knex';
import { CHAT_CATEGORY } from '../../../shared/chat';
import { type CommunityCounts, communityMedalKeys, MEDALS } from '../../../shared/domain/medals';
import type { AwardedMedal } from '../../../shared/domain/types';
import { withConnection } from '../../db/sql';
import { awardMedals, findMemberMedals } from '../medals/medal.repository';
import { writeMemberFacts } from '../progress/member-write';
import { UserSchema } from '../users/user.entity';

const COMMUNITY_KEYS = new Set(MEDALS.filter((m) => m.rule.kind === 'community').map((m) => m.key));

/** What the member did in the community, as the community medals count it. */
export async function communityCounts(em: EntityManager, userId: string): Promise<CommunityCounts> {
  return withConnection(em, async (db) => {
    const one = async (sql: string, params: unknown[]) =>
      Number(Object.values((await db.rows<Record<string, number | string>>(sql, params))[0] ?? {})[0] ?? 0);
    return {
      posts: await one("select count(*) from forum_posts where author_id = ? and status <> 'held'", [userId]),
      apoiosGiven: await one('select count(*) from forum_apoios where user_id = ?', [userId]),
      repliesWithApoio: await one(
        `select count(*) from forum_posts p join forum_threads t on t.id = p.thread_id
          where p.author_id = ? and p.id <> p.thread_id and p.apoio_count > 0 and t.category <> ?`,
        [userId, CHAT_CATEGORY],
      ),
    };
  });
}

/**
 * Awards the community medals (shared/domain/medals.ts) the member has earned and does not hold,
 * through the member's write (their lock, a new version their devices pull). Members only: a
 * psychologist or staff account has no medals. Cheap when nothing is new: one read of the held
 * medals once all are held, three counts otherwise.
 */
export async function awardCommunityMedals(em: EntityManager, userId: string): Promise<AwardedMedal[]> {
  const held = new Set((await findMemberMedals(em, userId)).map((m) => m.key));
  if ([...COMMUNITY_KEYS].every((key) => held.has(key))) return [];
  const earned = communityMedalKeys(await communityCounts(em, userId)).filter((key) => !held.has(key));
  if (!earned.length) return [];
  const user = await em.findOne(UserSchema, { id: userId });
  if (user?.userType !== 'client') return [];
  const { value } = await writeMemberFacts(em, user, async ({ tx, now, nextVersion }) => {
    const awarded = await awardMedals(tx, userId, await findMemberMedals(tx, userId), earned, now);
    if (awarded.length) nextVersion();
    return awarded;
  });
  return value;
}
