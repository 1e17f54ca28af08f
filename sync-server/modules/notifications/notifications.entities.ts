import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** Settings every instance must share (the VAPID key pair), one JSON text per key. */
export const AppSettingSchema = defineEntity({
  name: 'AppSetting',
  tableName: 'app_settings',
  properties: {
    key: p.string().primary(),
    value: p.text(),
    createdAt: p.datetime(),
  },
});
export type AppSettingRow = InferEntity<typeof AppSettingSchema>;

/** A browser's push subscription (spec §3: endpoint and keys); an endpoint belongs to one user. */
export const PushSubscriptionSchema = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.string().index(),
    endpoint: p.string().length(1024).unique(),
    p256dh: p.string(),
    auth: p.string(),
    createdAt: p.datetime(),
  },
});
export type PushSubscriptionRow = InferEntity<typeof PushSubscriptionSchema>;

/**
 * A member's daily reminder at `time` ('HH:mm') in their time zone. `lastSentDate` is the local
 * date ('yyyy-MM-dd') the reminder was last claimed for; `nextDueAt` the UTC instant it is next
 * due (shared/domain/reminder-schedule.ts), null only for a row written by raw SQL that the
 * scheduler has not settled yet. A tick claims due rows in a locking transaction, so exactly one
 * instance sends each (reminders.ts).
 */
export const ReminderSettingSchema = defineEntity({
  name: 'ReminderSetting',
  tableName: 'reminder_settings',
  properties: {
    userId: p.string().primary(),
    enabled: p.boolean(),
    time: p.string().length(5),
    lastSentDate: p.string().length(10).nullable(),
    nextDueAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});
export type ReminderSettingRow = InferEntity<typeof ReminderSettingSchema>;
