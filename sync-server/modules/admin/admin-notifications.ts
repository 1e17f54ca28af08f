import type { EntityManager } from '@mikro-orm/knex';
import type { AdminNotificationSendResult } from '../../../shared/admin-api-types';
import type { NotificationSegment } from '../../../shared/schemas/admin-notifications.schema';
import { type PushSubscriptionRow, PushSubscriptionSchema } from '../notifications/notifications.entities';
import { type PushDeps, type PushPayload, sendPush } from '../notifications/push.service';
import { activeMemberIds } from '../users/active-members';
import { UserSchema } from '../users/user.entity';

/** Where a notification without a link opens. */
export const DEFAULT_NOTIFICATION_URL = '/dashboard';

/** Ids of the members (client accounts only, never psychologists or staff) in a segment. */
async function segmentMemberIds(em: EntityManager, segment: NotificationSegment): Promise<string[]> {
  if (segment === 'active-7d') return [...(await activeMemberIds(em, 7))];
  const members = await em.find(UserSchema, { userType: 'client' }, { fields: ['id'] });
  const ids = members.map((m) => m.id);
  if (segment === 'all') return ids;
  const active = await activeMemberIds(em, 7);
  return ids.filter((id) => !active.has(id));
}

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

async function subscriptionsOf(em: EntityManager, userIds: string[]): Promise<PushSubscriptionRow[]> {
  const rows: PushSubscriptionRow[] = [];
  // Chunked so the IN list stays well under SQLite's bound-parameter limit.
  for (let i = 0; i < userIds.length; i += 500) {
    rows.push(...(await em.find(PushSubscriptionSchema, { userId: { $in: userIds.slice(i, i + 500) } })));
  }
  return rows;
}

/** `POST /api/admin/notifications`: every subscription of the segment's members. */
export async function sendSegmentNotification(
  deps: PushDeps,
  em: EntityManager,
  input: { title: string; body: string; url?: string; segment: NotificationSegment },
): Promise<AdminNotificationSendResult> {
  const rows = await subscriptionsOf(em, await segmentMemberIds(em, input.segment));
  return sendToRows(deps, rows, {
    title: input.title,
    body: input.body,
    url: input.url || DEFAULT_NOTIFICATION_URL,
    tag: 'virada-admin',
  });
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
