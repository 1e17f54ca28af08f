import type { EntityManager } from '@mikro-orm/knex';
import type { Middleware } from 'koa';
import { forbidden } from '../../http/errors';
import { declareAccess } from '../../http/route-access';
import { currentUser, requireUser } from './current-user';

/**
 * Role gates on top of `requireUser` with a message that says what the area is for (403):
 * members are every account that is not a psychologist (spec §6), staff included.
 */
function requireKind(em: () => EntityManager, psychologist: boolean): Middleware {
  const signedIn = requireUser(em);
  return declareAccess(psychologist ? 'psychologist' : 'member', (ctx, next) =>
    signedIn(ctx, async () => {
      const isPsychologist = currentUser(ctx).userType === 'psychologist';
      if (isPsychologist !== psychologist)
        throw forbidden(psychologist ? 'psychologist-only' : 'members-only');
      await next();
    }),
  );
}

export const requirePsychologist = (em: () => EntityManager) => requireKind(em, true);
export const requireMember = (em: () => EntityManager) => requireKind(em, false);

/** Staff only (the admin pages): visitors 401, every other account 403 `admin-only`. */
export function requireAdmin(em: () => EntityManager): Middleware {
  const signedIn = requireUser(em);
  return declareAccess('admin', (ctx, next) =>
    signedIn(ctx, async () => {
      if (currentUser(ctx).userType !== 'admin') throw forbidden('admin-only');
      await next();
    }),
  );
}
