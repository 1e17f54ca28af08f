import type { EntityManager } from '@mikro-orm/knex';
import { DAY_MS } from '../../../shared/domain/zoned';
import { CheckinSchema } from '../checkins/checkin.entity';
import { UserSchema } from './user.entity';

/**
 * Ids of the members (client accounts) active in the last `days` days: the app reported an access
 * (users.last_access_at) or the server received a check-in from them (checkins.received_at) in
 * the window. A check-in synced late counts on the day it arrived. Shared by the CLI `stats`
 * command and the admin notification segments.
 */
export async function activeMemberIds(
  em: EntityManager,
  days: number,
  now = new Date(),
): Promise<Set<string>> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const accessed = await em.find(
    UserSchema,
    { userType: 'client', lastAccessAt: { $gte: since } },
    { fields: ['id'] },
  );
  const checkedIn: { userId: string }[] = await em
    .createQueryBuilder(CheckinSchema)
    .select('userId', true)
    .where({ receivedAt: { $gte: since } })
    .execute('all');
  const ids = new Set(accessed.map((u) => u.id));
  const others = [...new Set(checkedIn.map((c) => c.userId).filter((id) => !ids.has(id)))];
  // Check-ins are only ever written by members, but a deleted-then-recreated type is cheap to rule out.
  if (others.length) {
    const members = await em.find(
      UserSchema,
      { id: { $in: others }, userType: 'client' },
      { fields: ['id'] },
    );
    for (const m of members) ids.add(m.id);
  }
  return ids;
}
