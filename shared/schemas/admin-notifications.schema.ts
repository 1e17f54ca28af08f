import * as v from 'valibot';
import { validationTexts as t } from '../texts/validation.texts';
import { storableMultilineText, storableText } from './text';

/** Who an admin notification goes to: every member, or those active / inactive in the last 7 days. */
export const NOTIFICATION_SEGMENTS = ['all', 'active-7d', 'inactive-7d'] as const;
export type NotificationSegment = (typeof NOTIFICATION_SEGMENTS)[number];

export const NOTIFICATION_TITLE_MAX = 60;
export const NOTIFICATION_BODY_MAX = 200;

const title = v.pipe(
  v.string(t.notificationTitleRequired),
  storableText(),
  v.trim(),
  v.minLength(1, t.notificationTitleRequired),
  v.maxLength(NOTIFICATION_TITLE_MAX, t.notificationTitleTooLong),
);
const body = v.pipe(
  v.string(t.notificationBodyRequired),
  storableMultilineText(),
  v.trim(),
  v.minLength(1, t.notificationBodyRequired),
  v.maxLength(NOTIFICATION_BODY_MAX, t.notificationBodyTooLong),
);
/**
 * A same-app path: starts with one '/' (not '//', which would be another host), no spaces; or ''
 * (no link). One pipe rather than a union with '', so a refused link gets its own text.
 */
const url = v.pipe(
  v.string(t.notificationUrlInvalid),
  storableText(),
  v.trim(),
  v.maxLength(300, t.notificationUrlInvalid),
  v.check((s: string) => s === '' || /^\/(?![/\\])[^\s]*$/.test(s), t.notificationUrlInvalid),
);

/** `POST /api/admin/notifications/test {title, body}`. */
export const testNotificationSchema = v.object({ title, body }, t.invalidData);

/** `POST /api/admin/notifications {title, body, url?, segment}`; an empty link counts as none. */
export const adminNotificationSchema = v.object(
  {
    title,
    body,
    url: v.optional(url),
    segment: v.picklist(NOTIFICATION_SEGMENTS, t.notificationSegmentInvalid),
  },
  t.invalidData,
);
export type AdminNotificationInput = v.InferOutput<typeof adminNotificationSchema>;
