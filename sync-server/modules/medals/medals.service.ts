import type { EntityManager } from '@mikro-orm/knex';
import type { AchievementDto } from '../../../shared/api-types';
import { toAchievements, WIND_MEDAL_KEY } from '../../../shared/domain/medals';
import type { AwardedMedal } from '../../../shared/domain/types';
import { awardCommunityMedals } from '../community/community-medals';
import { awardCourseMedals } from '../learning/lesson-progress.service';
import { writeMemberFacts } from '../progress/member-write';
import type { User } from '../users/user.entity';
import { awardMedals, findMemberMedals } from './medal.repository';

/**
 * Awards every medal the member's facts and community counts earn and they do not hold yet (e.g. a
 * streak medal earned by time passing, with no write since). Answers those newly awarded.
 */
export async function awardMissingMedals(em: EntityManager, user: User): Promise<AwardedMedal[]> {
  const { awarded } = await writeMemberFacts(em, user, async () => undefined, { recompute: true });
  // The community's medals count forum and chat posts, the courses' the lessons finished: both
  // apart from the member's facts.
  return [
    ...awarded,
    ...(await awardCommunityMedals(em, user.id)),
    ...(await awardCourseMedals(em, user.id)),
  ];
}

/** '3 medalhas', '1 medalha', '0 medalhas': the client shows '{message} foram concedidas!'. */
export const awardedMessage = (count: number) => `${count} ${count === 1 ? 'medalha' : 'medalhas'}`;

/**
 * Gives the wind medal (🌪️) once to any member who does not hold it, whatever else they hold.
 * Answers the achievement and whether this call awarded it.
 */
export async function awardWindMedal(
  em: EntityManager,
  user: User,
): Promise<{ achievement: AchievementDto; created: boolean }> {
  const { value } = await writeMemberFacts(em, user, async ({ tx, now, nextVersion }) => {
    const held = await findMemberMedals(tx, user.id);
    const awarded = await awardMedals(tx, user.id, held, [WIND_MEDAL_KEY], now);
    if (awarded.length) nextVersion();
    const wind = [...held, ...awarded].filter((m) => m.key === WIND_MEDAL_KEY);
    return { achievement: toAchievements(wind)[0]!, created: awarded.length > 0 };
  });
  return value;
}
