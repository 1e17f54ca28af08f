import type { EntityManager } from '@mikro-orm/knex';
import type { AdminNotificationSendResult } from '../../../shared/admin-api-types';
import { type PushSubscriptionRow, PushSubscriptionSchema } from '../notifications/notifications.entities';
import { type PushDeps, type PushPayload, sendPush } from '../notifications/push.service';
import { DEFAULT_NOTIFICATION_URL } from './broadcast-job';

/** Sends to each subscription and counts the outcomes (gone subscriptions are deleted by sendPush). */
async function sendToRows(
  deps: PushDeps,
  rows: PushSubscriptionRow[],
  payload: PushPayload,
): Promise<AdminNotificationSendResult> {
  const results: string[] = [];
  // Small batches: a large audience must not open thousands of connections at once.
  for (let i = 0; i < rows.length; i += 50) {
    const batch = rows.slice(i, i + 50);
    results.push(
      ...(await Promise.all(
        batch.map((row) =>
          sendPush(deps, { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload),
        ),
      )),
    );
  }
  return {
    recipients: rows.length,
    delivered: results.filter((r) => r === 'sent').length,
    removed: results.filter((r) => r === 'gone').length,
  };
}

/**
 * `POST /api/admin/notifications/test`: the admin's own subscriptions. Staff only: its counts say
 * what the push services answered for the admin's own devices; no member-facing route answers
 * anything about deliveries (push.service.ts `sendPush`).
 */
export async function sendTestNotification(
  deps: PushDeps,
  em: EntityManager,
  adminId: string,
  input: { title: string; body: string },
): Promise<AdminNotificationSendResult> {
  const rows = await em.find(PushSubscriptionSchema, { userId: adminId });
  return sendToRows(deps, rows, { ...input, url: DEFAULT_NOTIFICATION_URL, tag: 'virada-admin-test' });
}
