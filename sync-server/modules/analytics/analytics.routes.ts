import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { analyticsEventSchema } from '../../../shared/schemas/analytics.schema';
import type { Deps } from '../../deps';
import { parseBody } from '../../http/validate';
import { sessionUserId } from '../auth/current-user';
import { AnalyticsEventSchema } from './analytics-event.entity';

/** POST /api/analytics/events: first-party product analytics (spec §9 event names). */
export function analyticsRoutes({ em }: Deps): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/analytics/events', async (ctx) => {
    const input = parseBody(analyticsEventSchema, ctx.request.body);
    em().create(AnalyticsEventSchema, {
      id: randomUUID(),
      userId: sessionUserId(ctx),
      name: input.name,
      label: input.label ?? null,
      properties: input.properties ?? null,
      createdAt: new Date(),
    });
    await em().flush();
    ctx.status = 204;
  });
  return router;
}
