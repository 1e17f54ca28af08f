import type { EntityManager } from '@mikro-orm/knex';
import { DAY_MS, localDateOf, resolveTimeZone, zoneOffsetMs } from '../../../shared/domain/zoned';
import { DEFAULT_REMINDER, type ReminderSettings } from '../../../shared/schemas/notifications.schema';
import { notificationTexts, REMINDER_URL } from '../../../shared/texts/notification.texts';
import { logError } from '../../http/safe-log';
import { ReminderSettingSchema } from './notifications.entities';
import { type PushDeps, type PushPayload, sendPushToUser } from './push.service';

const MINUTE_MS = 60_000;

/** The member's local date and minute of the day ('HH:mm' as minutes) at an instant. */
export function localClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const ms = now.getTime();
  const local = ms + zoneOffsetMs(ms, timeZone);
  const minutes = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  return { date: localDateOf(now, timeZone), minutes };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

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
 * Saves a member's reminder. When the new time has already passed today (in the member's zone),
 * today counts as done, so saving at 21:00 a reminder for 20:00 starts tomorrow instead of
 * ringing at once.
 */
export async function saveReminder(
  em: EntityManager,
  user: { id: string; timezone: string },
  settings: ReminderSettings,
  now: Date = new Date(),
): Promise<ReminderSettings> {
  const clock = localClock(now, resolveTimeZone(user.timezone));
  const existing = await em.findOne(ReminderSettingSchema, { userId: user.id });
  const passed = clock.minutes >= minutesOf(settings.time);
  const changed = !existing || existing.time !== settings.time || existing.enabled !== settings.enabled;
  let lastSentDate = existing?.lastSentDate ?? null;
  if (changed && settings.enabled && passed && (lastSentDate === null || lastSentDate < clock.date)) {
    lastSentDate = clock.date;
  }
  await em.upsert(
    ReminderSettingSchema,
    { userId: user.id, enabled: settings.enabled, time: settings.time, lastSentDate, updatedAt: now },
    { onConflictFields: ['userId'] },
  );
  return { enabled: settings.enabled, time: settings.time };
}

/**
 * One pass of the reminder scheduler at `now`: every enabled reminder whose time has come in the
 * member's zone and that was not sent on that local date is claimed with a conditional UPDATE
 * (`last_sent_date` < today); only the instance whose UPDATE changed the row sends. Any number of
 * instances may run this at the same minute on one database. Answers the members reminded.
 */
export async function runReminderTick(deps: PushDeps, now: Date): Promise<string[]> {
  const em = deps.orm.em.fork() as EntityManager;
  const rows = await em.execute<
    { user_id: string; time: string; last_sent_date: string | null; timezone: string | null }[]
  >(
    'SELECT r.user_id, r.time, r.last_sent_date, u.timezone FROM reminder_settings r ' +
      'JOIN users u ON u.id = r.user_id WHERE r.enabled = ?',
    [true],
  );
  const reminded: string[] = [];
  for (const row of rows) {
    const clock = localClock(now, resolveTimeZone(row.timezone));
    if (clock.minutes < minutesOf(row.time)) continue;
    if (row.last_sent_date !== null && row.last_sent_date >= clock.date) continue;
    const claimed = await em.nativeUpdate(
      ReminderSettingSchema,
      {
        userId: row.user_id,
        enabled: true,
        $or: [{ lastSentDate: null }, { lastSentDate: { $lt: clock.date } }],
      },
      { lastSentDate: clock.date },
    );
    if (claimed !== 1) continue;
    reminded.push(row.user_id);
    await sendPushToUser(deps, row.user_id, reminderPayload());
  }
  return reminded;
}

/**
 * Runs `runReminderTick` every minute (first run right away). The clock is injectable for tests.
 * A tick never overlaps the previous one on the same instance.
 */
export function startReminderScheduler(
  deps: PushDeps,
  options: { now?: () => Date; intervalMs?: number } = {},
): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runReminderTick(deps, now());
    } catch (err) {
      logError('reminder scheduler', err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, options.intervalMs ?? MINUTE_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
