import type { EntityManager } from '@mikro-orm/knex';
import type { Context, Middleware } from 'koa';
import type { ShareScope } from '../../../shared/constants';
import { SHARE_SCOPES } from '../../../shared/constants';
import type { AccessResource } from '../../../shared/texts/sharing.texts';
import { notFound } from '../../http/errors';
import { declareAccess } from '../../http/route-access';
import { currentUser, requireUser } from '../auth/current-user';
import { recordAccess } from '../sharing/access-audit';
import { scopesOfGrant } from '../sharing/grant-scopes';
import { activeGrant } from '../sharing/sharing.service';
import type { User } from '../users/user.entity';
import { findUserById } from '../users/user.repository';

/** Who reads or changes a member's data on a `/api/…/{userId}` route, and what they may see. */
export interface MemberAccess {
  /** The member whose data the route serves. */
  member: User;
  /** The signed-in person. */
  viewer: User;
  /** What the viewer may see: everything for the member themself. */
  scopes: readonly ShareScope[];
  /** Free-text notes are shown (DESIGN.md §7b: a grant without the notes scope hides them). */
  notes: boolean;
}

declare module 'koa' {
  interface DefaultState {
    memberAccess?: MemberAccess;
  }
}

/** Staff read members' numbers and records for support, never their free-text notes. */
export const STAFF_SCOPES: readonly ShareScope[] = ['progress', 'checkins'];

export interface MemberAccessOptions {
  param?: string;
  /** The route changes the member's data: the member's own only. */
  write?: boolean;
  /** What the route reads (logged) and the scope a grant needs for it. */
  read?: { resource: AccessResource; scope: ShareScope };
}

/**
 * The one access check of every `/api/…/{userId}` route (DESIGN.md §6): anonymous → 401; the
 * member themself → allowed; for reads, an approved psychologist holding an active grant with
 * the route's scope, or staff (read-only, notes hidden); anyone else, or an unknown id → 404,
 * never revealing that the account exists. Every read by someone other than the member is
 * written to the member's access log before the answer is built. Grants are read on every
 * request, so a revocation takes effect on the next one.
 */
export function requireMemberAccess(em: () => EntityManager, options: MemberAccessOptions = {}): Middleware {
  const param = options.param ?? 'userId';
  const signedIn = requireUser(em);
  const access = options.write || !options.read ? 'own-member-data' : 'member-data';
  return declareAccess(access, (ctx, next) =>
    signedIn(ctx, async () => {
      const viewer = currentUser(ctx);
      const memberId = ctx.params?.[param];
      if (typeof memberId !== 'string') throw notFound();
      if (memberId === viewer.id) {
        ctx.state.memberAccess = { member: viewer, viewer, scopes: SHARE_SCOPES, notes: true };
        return next();
      }
      if (options.write || !options.read) throw notFound();
      ctx.state.memberAccess = await othersAccess(em(), viewer, memberId, options.read);
      await next();
    }),
  );
}

async function othersAccess(
  em: EntityManager,
  viewer: User,
  memberId: string,
  read: NonNullable<MemberAccessOptions['read']>,
): Promise<MemberAccess> {
  if (viewer.userType === 'psychologist') {
    const shared = await activeGrant(em, memberId, viewer.id);
    const scopes = shared ? scopesOfGrant(shared.grant) : [];
    if (!shared || !scopes.includes(read.scope)) throw notFound();
    const member = await findUserById(em, memberId);
    if (!member) throw notFound();
    await recordAccess(em, [
      {
        memberId,
        actor: viewer,
        actorName: shared.profile.displayName,
        actorCrp: shared.profile.crp,
        resource: read.resource,
        scopes,
      },
    ]);
    return { member, viewer, scopes, notes: scopes.includes('notes') };
  }
  if (viewer.userType === 'admin') {
    const member = await findUserById(em, memberId);
    if (!member || member.userType === 'psychologist' || !STAFF_SCOPES.includes(read.scope)) throw notFound();
    await recordAccess(em, [{ memberId, actor: viewer, resource: read.resource, scopes: STAFF_SCOPES }]);
    return { member, viewer, scopes: STAFF_SCOPES, notes: false };
  }
  throw notFound();
}

/** The access `requireMemberAccess` granted on this route. */
export function memberAccess(ctx: Context): MemberAccess {
  const access = ctx.state.memberAccess;
  if (!access) throw new Error('memberAccess() used on a route without requireMemberAccess()');
  return access;
}
