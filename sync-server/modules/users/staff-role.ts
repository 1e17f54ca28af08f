import { hostname, userInfo } from 'node:os';
import type { EntityManager } from '@mikro-orm/knex';
import type { UserType } from '../../../shared/constants';
import { RoleChangeSchema } from './role-change.entity';
import type { User } from './user.entity';

/** The roles support may move an account between: a member and staff. */
export const ASSIGNABLE_ROLES = ['client', 'admin'] as const satisfies readonly UserType[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export type RoleChangeOutcome = 'changed' | 'unchanged' | 'psychologist';

/**
 * Makes an account staff or a member again, and logs the change with who ran it, in one
 * transaction. Psychologists are never made staff: their account carries a professional
 * profile and clients' grants. The role is read from the database on every request, so the
 * change applies to the person's open sessions at their next request.
 */
export async function setStaffRole(
  em: EntityManager,
  user: User,
  role: AssignableRole,
  changedBy = operator(),
): Promise<RoleChangeOutcome> {
  if (user.userType === 'psychologist') return 'psychologist';
  if (user.userType === role) return 'unchanged';
  // Through the unit of work, not a native UPDATE beside it: the entity's snapshot then holds the
  // new role, so a later flush of this entity manager (another change, say) writes nothing stale.
  const previous = user.userType;
  try {
    await em.transactional(async (tx) => {
      tx.create(RoleChangeSchema, {
        userId: user.id,
        fromType: previous,
        toType: role,
        changedBy,
        changedAt: new Date(),
      });
      tx.persist(user);
      user.userType = role;
    });
  } catch (err) {
    // Nothing was stored: the entity says so too, so a later flush writes no role never logged.
    user.userType = previous;
    throw err;
  }
  return 'changed';
}

/** `user@host` of the process running the support CLI. */
function operator(): string {
  let name = 'desconhecido';
  try {
    name = userInfo().username;
  } catch {
    // No passwd entry (some containers): the host alone still says where it ran.
  }
  return `${name}@${hostname()}`;
}
