import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  pwaAccessSchema,
  pwaInstallSchema,
  pwaSessionEndSchema,
  pwaUpdateUserSchema,
} from '../../../shared/schemas/tracking.schema';
import type { Deps } from '../../deps';
import { parseBody } from '../../http/validate';
import { sessionUserId } from '../auth/current-user';
import { PwaAccessSchema, PwaInstallSchema } from './pwa.entities';

/**
 * App-access and install tracking (spec §3, §4, §7). The user is always taken from the session,
 * never from the body, and the IP address is never stored.
 */
export function pwaRoutes({ em }: Deps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/pwa-access', async (ctx) => {
    const input = parseBody(pwaAccessSchema, ctx.request.body);
    await em().upsert(
      PwaAccessSchema,
      {
        id: input.id,
        userId: sessionUserId(ctx),
        userAgent: input.userAgent,
        platform: input.platform,
        accessType: input.accessType,
        referrer: input.referrer ?? null,
        startedAt: new Date(),
      },
      // A replayed start (same client id) changes nothing.
      { onConflictFields: ['id'], onConflictAction: 'ignore' },
    );
    ctx.status = 204;
  });

  router.patch('/pwa-access/update-user', async (ctx) => {
    const input = parseBody(pwaUpdateUserSchema, ctx.request.body);
    const userId = sessionUserId(ctx);
    if (userId && input.accessId) {
      await em().nativeUpdate(PwaAccessSchema, { id: input.accessId, userId: null }, { userId });
    }
    ctx.status = 204;
  });

  router.post('/pwa-access/end-session', async (ctx) => {
    const input = parseBody(pwaSessionEndSchema, ctx.request.body);
    if (input.accessId) {
      await em().nativeUpdate(
        PwaAccessSchema,
        { id: input.accessId, endedAt: null },
        { endedAt: new Date(), sessionDuration: input.sessionDuration },
      );
    }
    ctx.status = 204;
  });

  router.post('/pwa/install', async (ctx) => {
    const input = parseBody(pwaInstallSchema, ctx.request.body);
    em().create(PwaInstallSchema, {
      id: randomUUID(),
      userId: sessionUserId(ctx),
      userAgent: input.userAgent,
      platform: input.platform,
      installType: input.installType,
      createdAt: new Date(),
    });
    await em().flush();
    ctx.status = 204;
  });

  return router;
}
