import type { EntityManager } from '@mikro-orm/knex';
import type { Context, Middleware } from 'koa';
import type { UserType } from '../../../shared/constants';
import type { SessionEndReason } from '../../../shared/live';
import { notSignedIn } from '../../http/errors';
import { declareAccess } from '../../http/route-access';
import type { User } from '../users/user.entity';
import { findUserById } from '../users/user.repository';
import { endedSessionReason } from './session-end';
import { sessionIdOf } from './session-store';

/**
 * Who is signed in, for routes that need no more than that (the ingest routes): a plain value
 * read together with the session, not an ORM entity. A `User` is an `Account` too.
 */
export interface Account {
  id: string;
  userType: UserType;
  timezone: string;
  createdAt: Date;
}

declare module 'koa' {
  interface DefaultState {
    user?: User;
    account?: Account;
  }
}

/** The signed-in user's id, from the server-side session; null for visitors. */
export function sessionUserId(ctx: Context): string | null {
  const id = ctx.session?.userId;
  return typeof id === 'string' ? id : null;
}

/** Loads the session's user into `ctx.state.user`; 401 without one. */
export function requireUser(em: () => EntityManager): Middleware {
  return declareAccess('signed-in', async (ctx, next) => {
    const id = sessionUserId(ctx);
    const user = id ? await findUserById(em(), id) : null;
    if (!user) {
      // The account is gone (deleted by support) while the session lived on.
      if (id) ctx.session = null;
      throw notSignedIn(await whySignedOut(ctx, em));
    }
    ctx.state.user = user;
    await next();
  });
}

/**
 * A request whose cookie names a session that was ended on purpose (revoked, password reset,
 * account deleted) learns why, so the device can tell the member and forget the account's data.
 */
async function whySignedOut(ctx: Context, em: () => EntityManager): Promise<SessionEndReason | null> {
  const sessionId = sessionIdOf(ctx);
  return sessionId ? endedSessionReason(em(), sessionId) : null;
}

/** The user loaded by `requireUser`. */
export function currentUser(ctx: Context): User {
  const user = ctx.state.user;
  if (!user) throw new Error('currentUser() used on a route without requireUser()');
  return user;
}

/**
 * `requireUser` for routes that need only the `Account`: the same 401 (and the same ending of a
 * session whose account is gone), but with the account the session store read in
 * its own statement, so a request makes one database read before its work instead of two.
 */
export function requireAccount(em: () => EntityManager): Middleware {
  return declareAccess('signed-in', async (ctx, next) => {
    const id = sessionUserId(ctx);
    let account: Account | null = null;
    if (id) {
      const read = ctx.state.sessionAccount;
      account = read?.userId === id ? read.account : await findUserById(em(), id);
    }
    if (!account) {
      if (id) ctx.session = null;
      throw notSignedIn(await whySignedOut(ctx, em));
    }
    ctx.state.account = account;
    await next();
  });
}

/** The account loaded by `requireAccount`. */
export function currentAccount(ctx: Context): Account {
  const account = ctx.state.account;
  if (!account) throw new Error('currentAccount() used on a route without requireAccount()');
  return account;
}
