import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import {
  type AnalyticsBatchReply,
  analyticsBatchSchema,
  analyticsEventSchema,
} from '../../../shared/schemas/analytics.schema';
import type { Deps } from '../../deps';
import { apiRouter, publicRoute } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { sessionUserId } from '../auth/current-user';
import { clientKey } from '../auth/rate-limit';
import { AnalyticsEventSchema } from './analytics-event.entity';

const PAST_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
const FUTURE_LIMIT_MS = 5 * 60 * 1000;

/** A client clock is not trusted: the moment is kept within [now − 30 days, now + 5 min]. */
export function clampOccurredAt(occurredAt: string, now: Date): Date {
  const t = Date.parse(occurredAt);
  const min = now.getTime() - PAST_LIMIT_MS;
  const max = now.getTime() + FUTURE_LIMIT_MS;
  return new Date(Math.min(max, Math.max(min, Number.isNaN(t) ? now.getTime() : t)));
}

/**
 * POST /api/analytics/events: first-party product analytics (spec §9 event names).
 * POST /api/analytics/events/batch: the page's offline outbox; idempotent by the client's id.
 */
export function analyticsRoutes({ em, config, limiter }: Deps): Router {
  // One budget of events per caller and hour for both routes; a batch spends one per event.
  const budget = config.rateLimits.analyticsEventsPerClient;
  const router = apiRouter('/api');
  router.post('/analytics/events', publicRoute, async (ctx) => {
    await limiter.hit(clientKey('analytics', ctx), budget);
    const input = parseBody(analyticsEventSchema, ctx.request.body);
    const now = new Date();
    em().create(AnalyticsEventSchema, {
      id: randomUUID(),
      userId: sessionUserId(ctx),
      name: input.name,
      label: input.label ?? null,
      properties: input.properties ?? null,
      createdAt: now,
      receivedAt: now,
    });
    await em().flush();
    ctx.status = 204;
  });
  router.post('/analytics/events/batch', publicRoute, async (ctx) => {
    const { events } = parseBody(analyticsBatchSchema, ctx.request.body);
    await limiter.hit(clientKey('analytics', ctx), budget, { cost: events.length });
    const userId = sessionUserId(ctx);
    const now = new Date();
    // Same id twice in one batch counts once; the rest is insert-or-ignore on the primary key.
    const unique = [...new Map(events.map((e) => [e.id, e])).values()];
    const known = new Set(
      (
        await em().find(AnalyticsEventSchema, { id: { $in: unique.map((e) => e.id) } }, { fields: ['id'] })
      ).map((r) => r.id),
    );
    const fresh = unique.filter((e) => !known.has(e.id));
    if (fresh.length > 0) {
      await em()
        .createQueryBuilder(AnalyticsEventSchema)
        .insert(
          fresh.map((e) => ({
            id: e.id,
            userId,
            name: e.name,
            label: e.label ?? null,
            properties: e.properties ?? null,
            createdAt: clampOccurredAt(e.occurredAt, now),
            receivedAt: now,
          })),
        )
        .onConflict('id')
        .ignore()
        .execute();
    }
    const reply: AnalyticsBatchReply = { accepted: fresh.length, duplicates: events.length - fresh.length };
    ctx.body = reply;
  });
  return router;
}
