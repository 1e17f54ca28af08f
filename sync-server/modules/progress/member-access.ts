import type { EntityManager } from '@mikro-orm/knex';
import type { Context, Middleware } from 'koa';
import { notFound } from '../../http/errors';
import { currentUser, requireUser } from '../auth/current-user';
import type { User } from '../users/user.entity';

/** Who reads or changes a member's data on a `/api/…/{userId}` route, and what they may see. */
export interface MemberAccess {
  /** The member whose data the route serves. */
  member: User;
  /** The signed-in person. */
  viewer: User;
  /** Free-text notes are shown (DESIGN.md §7b: a grant without the notes scope hides them). */
  notes: boolean;
}

declare module 'koa' {
  interface DefaultState {
    memberAccess?: MemberAccess;
  }
}

/**
 * The one access check of every `/api/…/{userId}` route (DESIGN.md §6): anonymous → 401; the
 * member themself → allowed; anyone else, or an unknown id → 404, never revealing that the
 * account exists. `write` routes stay the member's own. Psychologist grants (read-only,
 * scoped, logged) and staff belong here too, and nowhere else.
 */
export function requireMemberAccess(
  em: () => EntityManager,
  options: { param?: string; write?: boolean } = {},
): Middleware {
  const param = options.param ?? 'userId';
  const signedIn = requireUser(em);
  return (ctx, next) =>
    signedIn(ctx, async () => {
      const viewer = currentUser(ctx);
      if (ctx.params?.[param] !== viewer.id) throw notFound();
      ctx.state.memberAccess = { member: viewer, viewer, notes: true };
      await next();
    });
}

/** The access `requireMemberAccess` granted on this route. */
export function memberAccess(ctx: Context): MemberAccess {
  const access = ctx.state.memberAccess;
  if (!access) throw new Error('memberAccess() used on a route without requireMemberAccess()');
  return access;
}
