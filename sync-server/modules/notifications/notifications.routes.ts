import type Router from '@koa/router';
import {
  reminderSettingsSchema,
  subscribeSchema,
  unsubscribeSchema,
} from '../../../shared/schemas/notifications.schema';
import type { Deps } from '../../deps';
import { apiRouter, publicRoute } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser } from '../auth/current-user';
import { requireMember } from '../auth/roles';
import { removeSubscription, saveSubscription, vapidKeys } from './push.service';
import { getReminder, saveReminder } from './reminders';

/**
 * Push reminders (spec §7 plus the reminder setting):
 * GET /api/notifications/vapid-public-key → { publicKey } (public);
 * POST /api/notifications/subscribe { subscription, userId } → 204 (userId ignored: the session decides);
 * POST /api/notifications/unsubscribe { endpoint } → 204;
 * GET/PUT /api/notifications/reminder { enabled, time: 'HH:mm' } in the member's time zone.
 */
export function notificationsRoutes(deps: Deps): Router {
  const { em, orm } = deps;
  const router = apiRouter('/api/notifications');

  router.get('/vapid-public-key', publicRoute, async (ctx) => {
    const { publicKey } = await vapidKeys(orm);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { publicKey };
  });

  router.post('/subscribe', requireMember(em), async (ctx) => {
    const { subscription } = parseBody(subscribeSchema, ctx.request.body);
    await saveSubscription(deps, em(), currentUser(ctx).id, subscription);
    ctx.status = 204;
  });

  router.post('/unsubscribe', requireMember(em), async (ctx) => {
    const { endpoint } = parseBody(unsubscribeSchema, ctx.request.body);
    await removeSubscription(em(), currentUser(ctx).id, endpoint);
    ctx.status = 204;
  });

  router.get('/reminder', requireMember(em), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getReminder(em(), currentUser(ctx).id);
  });

  router.put('/reminder', requireMember(em), async (ctx) => {
    const input = parseBody(reminderSettingsSchema, ctx.request.body);
    ctx.body = await saveReminder(em(), currentUser(ctx), input);
  });

  return router;
}
