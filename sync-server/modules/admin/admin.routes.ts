import type Router from '@koa/router';
import type {
  AdminAnalyticsDto,
  AdminMedalEmailsDto,
  AdminNotificationSendResult,
  FanOutJobDto,
} from '../../../shared/admin-api-types';
import { periodSchema } from '../../../shared/schemas/admin.schema';
import {
  adminNotificationSchema,
  testNotificationSchema,
} from '../../../shared/schemas/admin-notifications.schema';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser } from '../auth/current-user';
import { requireAdmin } from '../auth/roles';
import { adminAnalytics } from './admin-analytics';
import { sendTestNotification } from './admin-notifications';
import { createBroadcastJob } from './broadcast-job';
import { fanOutJobRoutes, jobAnswer } from './fan-out-job.routes';
import { createMedalEmailJob } from './medal-email-job';
import { medalEmailPage, medalEmailPreview } from './medal-emails';

/** `?from&to` as a plain object (a repeated key is an array and fails validation). */
const queryOf = (query: Record<string, string | string[] | undefined>) => ({
  ...(query.from !== undefined && { from: query.from }),
  ...(query.to !== undefined && { to: query.to }),
});

/**
 * Staff only (visitors 401, everyone else 403 `admin-only`), checked on every request:
 * GET /api/admin/analytics?from&to → AdminAnalyticsDto;
 * GET /api/admin/medal-emails?from&to&page → AdminMedalEmailsDto (what would be sent: counts, a page);
 * POST /api/admin/medal-emails {from, to} → 202 FanOutJobDto (a job; never twice per medal);
 * POST /api/admin/notifications {title, body, url?, segment} → 202 FanOutJobDto (a job, sent by
 *   the instances in the background);
 * POST /api/admin/notifications/test {title, body} → AdminNotificationSendResult, to the admin's
 *   own subscriptions, while the request waits;
 * GET /api/admin/jobs?kind, GET /api/admin/jobs/:id → the jobs' progress (fan-out-job.routes.ts).
 */
export function adminRoutes(deps: Deps): Router {
  const { em } = deps;
  const router = apiRouter('/api/admin');
  const guard = requireAdmin(em);

  router.get('/analytics', guard, async (ctx) => {
    const period = parseBody(periodSchema(), queryOf(ctx.query));
    const body: AdminAnalyticsDto = await adminAnalytics(em(), period);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/medal-emails', guard, async (ctx) => {
    const period = parseBody(periodSchema(), queryOf(ctx.query));
    const page = medalEmailPage(ctx.query.page);
    const body: AdminMedalEmailsDto = await medalEmailPreview(em(), period, deps.config.publicOrigin, page);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/medal-emails', guard, async (ctx) => {
    const period = parseBody(periodSchema({ required: true }), ctx.request.body);
    const body: FanOutJobDto = await jobAnswer(
      em(),
      await createMedalEmailJob(em(), currentUser(ctx).id, period),
    );
    ctx.status = 202;
    ctx.body = body;
  });

  router.post('/notifications', guard, async (ctx) => {
    const input = parseBody(adminNotificationSchema, ctx.request.body);
    const body: FanOutJobDto = await jobAnswer(
      em(),
      await createBroadcastJob(em(), currentUser(ctx).id, input),
    );
    ctx.status = 202;
    ctx.body = body;
  });

  router.post('/notifications/test', guard, async (ctx) => {
    const input = parseBody(testNotificationSchema, ctx.request.body);
    const body: AdminNotificationSendResult = await sendTestNotification(
      deps,
      em(),
      currentUser(ctx).id,
      input,
    );
    ctx.body = body;
  });

  fanOutJobRoutes(router, em, guard);
  return router;
}
