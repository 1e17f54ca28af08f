import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  pwaAccessSchema,
  pwaInstallSchema,
  pwaSessionEndSchema,
  pwaUpdateUserSchema,
} from '../../../shared/schemas/tracking.schema';
import type { Deps } from '../../deps';
import { apiRouter, publicRoute } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { sessionUserId } from '../auth/current-user';
import { clientKey } from '../auth/rate-limit';
import { PwaAccessSchema, PwaInstallSchema } from './pwa.entities';

/**
 * App-access and install tracking (spec §3, §4, §7). The user is always taken from the session,
 * never from the body, and the IP address is never stored.
 */
export function pwaRoutes({ em, config, limiter }: Deps): Router {
  // One budget of requests per caller and hour, shared by the four routes.
  const spend = (ctx: Context) => limiter.hit(clientKey('pwa', ctx), config.rateLimits.pwaTrackingPerClient);
  const router = apiRouter('/api');

  router.post('/pwa-access', publicRoute, async (ctx) => {
    await spend(ctx);
    const input = parseBody(pwaAccessSchema, ctx.request.body);
    await em().upsert(
      PwaAccessSchema,
      {
        // The spec's payload has no id: the server makes one (nothing can name that access later).
        id: input.id ?? randomUUID(),
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

  router.patch('/pwa-access/update-user', publicRoute, async (ctx) => {
    await spend(ctx);
    const input = parseBody(pwaUpdateUserSchema, ctx.request.body);
    const userId = sessionUserId(ctx);
    if (userId && input.accessId) {
      // Stamped so the analytics rollup counts the member's activity on the access's day.
      await em().nativeUpdate(
        PwaAccessSchema,
        { id: input.accessId, userId: null },
        { userId, attributedAt: new Date() },
      );
    }
    ctx.status = 204;
  });

  router.post('/pwa-access/end-session', publicRoute, async (ctx) => {
    await spend(ctx);
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

  router.post('/pwa/install', publicRoute, async (ctx) => {
    await spend(ctx);
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
