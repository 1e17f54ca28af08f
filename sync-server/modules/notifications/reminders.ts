import type { EntityManager } from '@mikro-orm/knex';
import {
  decideReminder,
  lastSentDateOnSave,
  nextReminderDueMs,
} from '../../../shared/domain/reminder-schedule';
import type { LocalDate } from '../../../shared/domain/types';
import { resolveTimeZone } from '../../../shared/domain/zoned';
import { DEFAULT_REMINDER, type ReminderSettings } from '../../../shared/schemas/notifications.schema';
import { notificationTexts, REMINDER_URL } from '../../../shared/texts/notification.texts';
import { type SqlDb, toMillis, transaction, withConnection } from '../../db/sql';
import { forEachBounded, type RepeatingJob, startRepeatingJob } from '../../jobs/fan-out';
import { ReminderSettingSchema } from './notifications.entities';
import { type PushDeps, type PushPayload, type PushResult, sendPush } from './push.service';

/**
 * Daily check-in reminders (DESIGN.md §8, §11 "Fan-out is a job"). Each reminder row keeps its
 * next due instant (`next_due_at`, UTC, from shared/domain/reminder-schedule.ts), recomputed when
 * the member saves it, when their time zone changes and when it is claimed. Every instance ticks
 * every minute; a tick reads only due rows through the (enabled, next_due_at) index and claims
 * them in batches inside one transaction that also moves each to its next due instant
 * (PostgreSQL: `FOR UPDATE SKIP LOCKED`, so instances share a minute's work without waiting on
 * each other; SQLite: the write lock taken at BEGIN IMMEDIATE). Committed claims are sent with
 * bounded concurrency over kept-alive connections (push.service.ts). A reminder is claimed for
 * one local day at most once, so a member gets at most one reminder per local day whatever the
 * number of instances; a claim whose send never started (the instance stopping) is given back.
 */

const MINUTE_MS = 60_000;

export interface ReminderTickOptions {
  /** Reminders claimed per transaction. */
  batch?: number;
  /** Members being sent to at once. */
  concurrency?: number;
  /** Stops claiming and starting sends; claims not started are given back. */
  signal?: AbortSignal;
}

export const REMINDER_BATCH = 500;
export const REMINDER_CONCURRENCY = 100;

/** What a tick did: members reminded, rows it read and what the sends answered. */
export interface ReminderTickResult {
  reminded: string[];
  /** Reminder rows the tick read and claimed (only due or unscheduled ones). */
  examined: number;
  /** Rows moved to a later instant without a send (not owed yet, or a day already claimed). */
  rescheduled: number;
  sent: number;
  removed: number;
  failed: number;
  /** Claims given back unsent because the tick was asked to stop. */
  givenBack: number;
}

export const reminderPayload = (): PushPayload => ({
  title: notificationTexts.reminderTitle,
  body: notificationTexts.reminderBody,
  url: REMINDER_URL,
  tag: 'virada-checkin-reminder',
});

export async function getReminder(em: EntityManager, userId: string): Promise<ReminderSettings> {
  const row = await em.findOne(ReminderSettingSchema, { userId });
  return row ? { enabled: row.enabled, time: row.time } : { ...DEFAULT_REMINDER };
}

/**
 * Saves a member's reminder and its next due instant. When the new time has already passed today
 * (in the member's zone), today counts as done, so saving at 21:00 a reminder for 20:00 starts
 * tomorrow instead of ringing at once.
 */
export async function saveReminder(
  em: EntityManager,
  user: { id: string; timezone: string },
  settings: ReminderSettings,
  now: Date = new Date(),
): Promise<ReminderSettings> {
  const zone = resolveTimeZone(user.timezone);
  const existing = await em.findOne(ReminderSettingSchema, { userId: user.id });
  const changed = !existing || existing.time !== settings.time || existing.enabled !== settings.enabled;
  let lastSentDate = existing?.lastSentDate ?? null;
  if (changed && settings.enabled)
    lastSentDate = lastSentDateOnSave(settings.time, zone, now.getTime(), lastSentDate);
  const nextDueAt = new Date(nextReminderDueMs(settings.time, zone, now.getTime(), lastSentDate));
  await em.upsert(
    ReminderSettingSchema,
    {
      userId: user.id,
      enabled: settings.enabled,
      time: settings.time,
      lastSentDate,
      nextDueAt,
      updatedAt: now,
    },
    { onConflictFields: ['userId'] },
  );
  return { enabled: settings.enabled, time: settings.time };
}

/**
 * Moves a member's reminder to its next due instant in their new zone: called where
 * `users.timezone` is written. Like a save, a time already passed today in the new zone starts
 * tomorrow (a profile edit never rings at once), and the day already claimed stays claimed, so a
 * member who travels east after tonight's reminder does not get a second one for the same date.
 */
export async function rescheduleReminder(
  em: EntityManager,
  user: { id: string; timezone: string },
  now: Date = new Date(),
): Promise<void> {
  const row = await em.findOne(ReminderSettingSchema, { userId: user.id }, { disableIdentityMap: true });
  if (!row?.enabled) return;
  const zone = resolveTimeZone(user.timezone);
  const lastSentDate = lastSentDateOnSave(row.time, zone, now.getTime(), row.lastSentDate ?? null);
  const nextDueAt = new Date(nextReminderDueMs(row.time, zone, now.getTime(), lastSentDate));
  await em.nativeUpdate(ReminderSettingSchema, { userId: user.id }, { lastSentDate, nextDueAt });
}

interface ClaimedRow {
  user_id: string;
  time: string;
  last_sent_date: string | null;
  next_due_at: unknown;
  timezone: string | null;
}

interface Claim {
  userId: string;
  sendFor: LocalDate | null;
  previous: { lastSentDate: LocalDate | null; nextDueAt: unknown };
}

/** One VALUES row (user id, next due ms, last sent date) as each engine stores it. */
const dueValuesRow = (db: SqlDb) =>
  db.sqlite ? '(?, ?, ?)' : '(?, to_timestamp(cast(? as bigint) / 1000.0), cast(? as varchar))';

async function writeDue(db: SqlDb, rows: [userId: string, dueMs: number, lastSent: string | null][]) {
  if (rows.length === 0) return;
  await db.run(
    `update reminder_settings set next_due_at = v.column2, last_sent_date = v.column3
      from (values ${rows.map(() => dueValuesRow(db)).join(', ')}) as v
      where reminder_settings.user_id = v.column1`,
    rows.flat(),
  );
}

/**
 * Claims up to `limit` reminders due at `now` (rows without a due instant first: written by raw
 * SQL, settled here) and, in the same transaction, moves each to its next due instant and marks
 * the day it is sent for. Answers the claims; those with `sendFor` are owed a push now.
 */
async function claimDue(em: EntityManager, now: Date, limit: number): Promise<Claim[]> {
  return transaction(em, async (db) => {
    const lock = db.sqlite ? '' : ' for update of r skip locked';
    const select = (condition: string, params: unknown[], n: number) =>
      db.rows<ClaimedRow>(
        `select r.user_id, r.time, r.last_sent_date, r.next_due_at, u.timezone
          from reminder_settings r join users u on u.id = r.user_id
          where r.enabled = ? and ${condition} order by r.next_due_at limit ${n}${lock}`,
        [true, ...params],
      );
    const rows = await select('r.next_due_at is null', [], limit);
    if (rows.length < limit) {
      rows.push(
        ...(await select('r.next_due_at <= ?', [db.sqlite ? now.getTime() : now], limit - rows.length)),
      );
    }
    const claims: Claim[] = [];
    const updates: [string, number, string | null][] = [];
    for (const row of rows) {
      const decision = decideReminder(
        row.time,
        resolveTimeZone(row.timezone),
        now.getTime(),
        row.last_sent_date,
      );
      claims.push({
        userId: row.user_id,
        sendFor: decision.sendFor,
        previous: { lastSentDate: row.last_sent_date, nextDueAt: row.next_due_at },
      });
      updates.push([row.user_id, decision.nextDueMs, decision.lastSentDate]);
    }
    await writeDue(db, updates);
    return claims;
  });
}

/**
 * Gives back claims whose send never started: their previous due instant and claimed day are
 * restored, unless the member changed the reminder meanwhile (then the saved values stand).
 */
async function giveBack(em: EntityManager, claims: Claim[]): Promise<void> {
  if (claims.length === 0) return;
  await transaction(em, async (db) => {
    for (const claim of claims) {
      const due = claim.previous.nextDueAt === null ? null : toMillis(claim.previous.nextDueAt);
      await db.run(
        `update reminder_settings set next_due_at = ${db.sqlite ? '?' : 'to_timestamp(cast(? as bigint) / 1000.0)'},
          last_sent_date = ? where user_id = ? and last_sent_date = ?`,
        [due, claim.previous.lastSentDate, claim.userId, claim.sendFor],
      );
    }
  });
}

/** The subscriptions of a batch of members, by member. */
async function subscriptionsOf(em: EntityManager, userIds: string[]) {
  const byUser = new Map<string, { endpoint: string; keys: { p256dh: string; auth: string } }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await withConnection(em, (db) =>
    db.rows<{ user_id: string; endpoint: string; p256dh: string; auth: string }>(
      `select user_id, endpoint, p256dh, auth from push_subscriptions
        where user_id in (${userIds.map(() => '?').join(', ')})`,
      userIds,
    ),
  );
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/**
 * One pass of the scheduler at `now`: claims due reminders batch after batch until none is left
 * (or `signal` asks to stop), sending each batch with bounded concurrency before claiming the next.
 * Any number of instances may run this at the same minute on one database.
 */
export async function runReminderTick(
  deps: PushDeps,
  now: Date,
  options: ReminderTickOptions = {},
): Promise<ReminderTickResult> {
  const batch = options.batch ?? REMINDER_BATCH;
  const concurrency = options.concurrency ?? REMINDER_CONCURRENCY;
  const em = deps.orm.em.fork() as EntityManager;
  const result: ReminderTickResult = {
    reminded: [],
    examined: 0,
    rescheduled: 0,
    sent: 0,
    removed: 0,
    failed: 0,
    givenBack: 0,
  };
  const count = (outcome: PushResult) => {
    if (outcome === 'sent') result.sent++;
    else if (outcome === 'gone') result.removed++;
    else result.failed++;
  };
  while (!options.signal?.aborted) {
    const claims = await claimDue(em, now, batch);
    result.examined += claims.length;
    const owed = claims.filter((c) => c.sendFor !== null);
    result.rescheduled += claims.length - owed.length;
    const subscriptions = await subscriptionsOf(
      em,
      owed.map((c) => c.userId),
    );
    const unstarted = await forEachBounded(
      owed,
      concurrency,
      async (claim) => {
        result.reminded.push(claim.userId);
        const payload = reminderPayload();
        const outcomes = await Promise.all(
          (subscriptions.get(claim.userId) ?? []).map((s) => sendPush(deps, s, payload)),
        );
        outcomes.forEach(count);
      },
      options.signal,
    );
    if (unstarted.length) {
      await giveBack(em, unstarted);
      result.givenBack += unstarted.length;
    }
    if (claims.length < batch) break;
  }
  return result;
}

/**
 * Runs `runReminderTick` every minute (first run right away), never two ticks at once on this
 * instance. The clock is injectable for tests. `stop()` lets the tick under way finish the sends
 * it started, gives back the rest and resolves when it is done (the server waits for it).
 */
export function startReminderScheduler(
  deps: PushDeps,
  options: { now?: () => Date; intervalMs?: number } & Omit<ReminderTickOptions, 'signal'> = {},
): RepeatingJob {
  const now = options.now ?? (() => new Date());
  return startRepeatingJob('reminder scheduler', options.intervalMs ?? MINUTE_MS, (signal) =>
    runReminderTick(deps, now(), { batch: options.batch, concurrency: options.concurrency, signal }),
  );
}
