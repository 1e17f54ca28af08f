import type { EntityManager } from '@mikro-orm/knex';
import type { NotificationSegment } from '../../../shared/schemas/admin-notifications.schema';
import { type SqlDb, withConnection } from '../../db/sql';
import { createFanOutJob, type FanOutKindHandler, type FanOutOutcome } from '../../jobs/fan-out-jobs';
import { type PushDeps, sendPush } from '../notifications/push.service';
import { activeSince, windowStart } from '../users/active-members';

/** Where a notification without a link opens. */
export const DEFAULT_NOTIFICATION_URL = '/dashboard';

/**
 * A segment as a condition on `users u` (client accounts only, never psychologists or staff):
 * active or not in the last 7 days, as `activeSince` defines it.
 */
function segmentCondition(db: SqlDb, segment: NotificationSegment, now: Date) {
  if (segment === 'all') return { where: '', params: [] as unknown[] };
  const active = activeSince(db, windowStart(7, now));
  return segment === 'active-7d'
    ? { where: ` and ${active.sql}`, params: active.params }
    : { where: ` and not ${active.sql}`, params: active.params };
}

/**
 * `POST /api/admin/notifications`: records a `push-broadcast` job whose recipients are every
 * push subscription of the segment's members, materialised by one INSERT ... SELECT; answers
 * the job's id at once (the instances send it, startFanOutJobs).
 */
export function createBroadcastJob(
  em: EntityManager,
  adminId: string,
  input: { title: string; body: string; url?: string; segment: NotificationSegment },
  now = new Date(),
): Promise<string> {
  return createFanOutJob(
    em,
    {
      kind: 'push-broadcast',
      audience: { segment: input.segment },
      payload: { title: input.title, body: input.body, url: input.url || DEFAULT_NOTIFICATION_URL },
      createdBy: adminId,
      recipients: (db) => {
        const segment = segmentCondition(db, input.segment, now);
        return {
          select: `select ?, s.user_id, s.endpoint from push_subscriptions s
                     join users u on u.id = s.user_id
                    where u.user_type = 'client'${segment.where}`,
          params: segment.params,
        };
      },
    },
    now,
  );
}

const PUSH_OUTCOMES = { sent: 'sent', gone: 'removed', failed: 'failed' } as const;

/**
 * Sends a broadcast's batch: the subscriptions' keys are read in one statement (a subscription
 * removed since the job was created is skipped); a 404/410 deletes the subscription (sendPush)
 * and counts as removed.
 */
export const broadcastHandler: FanOutKindHandler<PushDeps> = {
  async prepare(deps, em, job, recipients) {
    const endpoints = recipients.map((r) => r.target);
    const rows = await withConnection(em, (db) =>
      db.rows<{ endpoint: string; p256dh: string; auth: string }>(
        `select endpoint, p256dh, auth from push_subscriptions where endpoint in (${endpoints.map(() => '?').join(', ')})`,
        endpoints,
      ),
    );
    const keys = new Map(rows.map((r) => [r.endpoint, { p256dh: r.p256dh, auth: r.auth }]));
    const payload = {
      title: job.payload.title ?? '',
      body: job.payload.body ?? '',
      url: job.payload.url || DEFAULT_NOTIFICATION_URL,
      tag: 'virada-admin',
    };
    return async (recipient): Promise<FanOutOutcome> => {
      const subscription = keys.get(recipient.target);
      if (!subscription) return 'skipped';
      return PUSH_OUTCOMES[await sendPush(deps, { endpoint: recipient.target, keys: subscription }, payload)];
    };
  },
};
