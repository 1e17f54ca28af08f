import type { EntityManager } from '@mikro-orm/knex';
import type { Context, Middleware } from 'koa';
import type { UserType } from '../../../shared/constants';
import { forbidden, notSignedIn } from '../../http/errors';
import type { User } from '../users/user.entity';
import { findUserById } from '../users/user.repository';

declare module 'koa' {
  interface DefaultState {
    user?: User;
  }
}

/** The signed-in user's id, from the server-side session; null for visitors. */
export function sessionUserId(ctx: Context): string | null {
  const id = ctx.session?.userId;
  return typeof id === 'string' ? id : null;
}

/** Loads the session's user into `ctx.state.user`; 401 without one. */
export function requireUser(em: () => EntityManager, roles?: UserType[]): Middleware {
  return async (ctx, next) => {
    const id = sessionUserId(ctx);
    const user = id ? await findUserById(em(), id) : null;
    if (!user) {
      // The account is gone (deleted by support) while the session lived on.
      if (id) ctx.session = null;
      throw notSignedIn();
    }
    if (roles && !roles.includes(user.userType)) throw forbidden();
    ctx.state.user = user;
    await next();
  };
}

/** The user loaded by `requireUser`. */
export function currentUser(ctx: Context): User {
  const user = ctx.state.user;
  if (!user) throw new Error('currentUser() used on a route without requireUser()');
  return user;
}
