import * as v from 'valibot';
import { notificationTexts as t } from '../texts/notification.texts';

const endpoint = v.pipe(
  v.string(t.endpointInvalid),
  v.maxLength(1024, t.endpointInvalid),
  v.check((value) => /^https?:\/\/\S+$/.test(value), t.endpointInvalid),
);
const key = v.pipe(v.string(t.subscriptionInvalid), v.nonEmpty(t.subscriptionInvalid), v.maxLength(255));

/** The browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = v.object(
  {
    endpoint,
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.object({ p256dh: key, auth: key }, t.subscriptionInvalid),
  },
  t.subscriptionInvalid,
);
export type PushSubscriptionJson = v.InferOutput<typeof pushSubscriptionSchema>;

/** `POST /api/notifications/subscribe` (spec §7: subscription, userId; the user comes from the session). */
export const subscribeSchema = v.object({
  subscription: pushSubscriptionSchema,
  userId: v.optional(v.unknown()),
});

/** `POST /api/notifications/unsubscribe` (spec §7: endpoint). */
export const unsubscribeSchema = v.object({ endpoint });

/** `PUT /api/notifications/reminder`: a daily reminder at 'HH:mm' in the member's time zone. */
export const reminderSettingsSchema = v.object({
  enabled: v.boolean(t.enabledInvalid),
  time: v.pipe(v.string(t.timeInvalid), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.timeInvalid)),
});
export type ReminderSettings = v.InferOutput<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER: ReminderSettings = { enabled: false, time: '20:00' };
