import * as v from 'valibot';
import { notificationTexts as t } from '../texts/notification.texts';
import { validationTexts } from '../texts/validation.texts';
import { storableText, tokenText } from './text';

/**
 * The URL form of a push endpoint: every browser's push service gives an `https:` URL. An
 * `http:` URL passes only on a loopback host, for the stand-in push service of tests, and the
 * server still refuses it unless PUSH_ALLOW_INSECURE_ENDPOINTS is on. Whether the host is a push
 * service and not a local address needs configuration and DNS: the server decides that
 * (sync-server/modules/notifications/push-endpoint.ts).
 */
const isPushEndpointUrl = (value: string) => {
  if (!/^https?:\/\/\S+$/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || !url.hostname) return false;
  if (url.protocol === 'https:') return true;
  return /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname);
};

const endpoint = v.pipe(
  v.string(t.endpointInvalid),
  storableText(),
  v.maxLength(1024, t.endpointInvalid),
  v.check(isPushEndpointUrl, t.endpointInvalid),
);
const key = v.pipe(
  v.string(t.subscriptionInvalid),
  storableText(),
  v.nonEmpty(t.subscriptionInvalid),
  v.maxLength(255, t.subscriptionInvalid),
);

/** The browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = v.object(
  {
    endpoint,
    expirationTime: v.optional(v.nullable(v.number(t.subscriptionInvalid))),
    keys: v.object({ p256dh: key, auth: key }, t.subscriptionInvalid),
  },
  t.subscriptionInvalid,
);
export type PushSubscriptionJson = v.InferOutput<typeof pushSubscriptionSchema>;

/** `POST /api/notifications/subscribe` (spec §7: subscription, userId; the user comes from the session). */
export const subscribeSchema = v.object(
  {
    subscription: pushSubscriptionSchema,
    userId: v.nullish(tokenText(validationTexts.invalidData)),
  },
  validationTexts.invalidData,
);

/** `POST /api/notifications/unsubscribe` (spec §7: endpoint). */
export const unsubscribeSchema = v.object({ endpoint }, validationTexts.invalidData);

/** `PUT /api/notifications/reminder`: a daily reminder at 'HH:mm' in the member's time zone. */
export const reminderSettingsSchema = v.object(
  {
    enabled: v.boolean(t.enabledInvalid),
    time: v.pipe(
      v.string(t.timeInvalid),
      storableText(),
      v.maxLength(5, t.timeInvalid),
      v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.timeInvalid),
    ),
  },
  validationTexts.invalidData,
);
export type ReminderSettings = v.InferOutput<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER: ReminderSettings = { enabled: false, time: '20:00' };
