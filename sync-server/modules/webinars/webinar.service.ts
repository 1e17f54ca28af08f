import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { brasiliaInstantMs, WEBINAR_REMINDER_LEAD_MS } from '../../../shared/domain/webinars';
import type { WebinarInput } from '../../../shared/schemas/webinar.schema';
import { webinarValidationTexts } from '../../../shared/texts/webinars.texts';
import type { AdminWebinarDto, WebinarDto } from '../../../shared/webinar-api-types';
import { type SqlDb, sqlDate, toMillis, transaction } from '../../db/sql';
import { conflict, notFound, validationFailed } from '../../http/errors';
import { WebinarSchema } from './webinar.entities';
import { toWebinarDto } from './webinar-dto';
import { adminWebinar, findWebinarOr404, isRegistered } from './webinar-read';

/**
 * Every change to webinars, registrations and the notices they owe goes through here (the admin
 * API, the member API and the CLI). Each runs in one transaction that first takes the webinar's
 * row (PostgreSQL: FOR SHARE to register, the UPDATE itself to change it; SQLite: BEGIN
 * IMMEDIATE), so a registration and a cancellation never cross: a member registered before the
 * cancellation commits is told, one after it is refused.
 */

const startInPast = () =>
  validationFailed([{ field: 'startDate', message: webinarValidationTexts.startInPast }]);

const reminderDue = (startMs: number) => new Date(startMs - WEBINAR_REMINDER_LEAD_MS);

/** The input's columns, with its Brasília wall time as the start instant. */
function columnsOf(input: WebinarInput) {
  return {
    title: input.title,
    speakerName: input.speakerName,
    speakerCredential: input.speakerCredential,
    startsAt: new Date(brasiliaInstantMs(input.startDate, input.startTime)),
    durationMinutes: input.durationMinutes,
    description: input.description,
    liveUrl: input.liveUrl,
    recordingUrl: input.recordingUrl || null,
  };
}

/** Schedules a webinar; its start must be in the future. */
export async function createWebinar(
  em: EntityManager,
  input: WebinarInput,
  now = new Date(),
): Promise<AdminWebinarDto> {
  const columns = columnsOf(input);
  if (columns.startsAt.getTime() <= now.getTime()) throw startInPast();
  const id = randomUUID();
  await em.insert(WebinarSchema, {
    id,
    ...columns,
    status: 'scheduled',
    revision: 0,
    createdAt: now,
    updatedAt: now,
  });
  return adminWebinar(em, id);
}

/**
 * Edits a webinar (the recording link included). A cancelled webinar stays as it was (409). A
 * new start must be in the future; moving it owes every registered member a new reminder for
 * the new time, even one already reminded of the old one.
 */
export async function updateWebinar(
  em: EntityManager,
  id: string,
  input: WebinarInput,
  now = new Date(),
): Promise<AdminWebinarDto> {
  const columns = columnsOf(input);
  await transaction(em, async (db) => {
    const current = await lockWebinar(db, id, 'update');
    if (current.status === 'cancelled') throw conflict('webinar-cancelled');
    // Starts are whole minutes of Brasília time: a start read back within its minute is the same.
    const moved = Math.floor(columns.startsAt.getTime() / 60_000) !== Math.floor(current.startMs / 60_000);
    if (moved && columns.startsAt.getTime() <= now.getTime()) throw startInPast();
    await db.run(
      `update webinars set title = ?, speaker_name = ?, speaker_credential = ?, starts_at = ?,
         duration_minutes = ?, description = ?, live_url = ?, recording_url = ?,
         revision = revision + 1, updated_at = ? where id = ?`,
      [
        columns.title,
        columns.speakerName,
        columns.speakerCredential,
        sqlDate(db, columns.startsAt),
        columns.durationMinutes,
        columns.description,
        columns.liveUrl,
        columns.recordingUrl,
        sqlDate(db, now),
        id,
      ],
    );
    if (!moved) return;
    await db.run(`delete from webinar_notices where webinar_id = ? and kind = 'reminder'`, [id]);
    await db.run(
      `insert into webinar_notices (webinar_id, user_id, kind, due_at)
       select webinar_id, user_id, 'reminder', ? from webinar_registrations where webinar_id = ?
       on conflict do nothing`,
      [sqlDate(db, reminderDue(columns.startsAt.getTime())), id],
    );
  });
  return adminWebinar(em, id);
}

/**
 * Cancels a webinar that has not ended (409 `webinar-ended` otherwise; cancelling twice is
 * harmless). Reminders not yet claimed are dropped, and a cancellation notice is owed to every
 * registered member, due now: the fan-out job sends them.
 */
export async function cancelWebinar(
  em: EntityManager,
  id: string,
  now = new Date(),
): Promise<AdminWebinarDto> {
  await transaction(em, async (db) => {
    const current = await lockWebinar(db, id, 'update');
    if (current.status === 'cancelled') return;
    if (current.endMs <= now.getTime()) throw conflict('webinar-ended');
    await db.run(
      `update webinars set status = 'cancelled', revision = revision + 1, updated_at = ? where id = ?`,
      [sqlDate(db, now), id],
    );
    await db.run(
      `delete from webinar_notices where webinar_id = ? and kind = 'reminder' and claim_token is null`,
      [id],
    );
    await db.run(
      `insert into webinar_notices (webinar_id, user_id, kind, due_at)
       select webinar_id, user_id, 'cancelled', ? from webinar_registrations where webinar_id = ?
       on conflict do nothing`,
      [sqlDate(db, now), id],
    );
  });
  return adminWebinar(em, id);
}

/**
 * "Quero participar": registers a member once (again is harmless) for a webinar that is neither
 * cancelled (409 `webinar-cancelled`) nor over (409 `webinar-ended`), and owes them the reminder
 * an hour before the start. A member who registers within that hour is reminded at once; one who
 * registers once it started is not. A member reminded before, who left and came back, is not
 * reminded twice.
 */
export async function registerForWebinar(
  em: EntityManager,
  id: string,
  userId: string,
  now = new Date(),
): Promise<WebinarDto> {
  await transaction(em, async (db) => {
    const current = await lockWebinar(db, id, 'share');
    if (current.status === 'cancelled') throw conflict('webinar-cancelled');
    if (current.endMs <= now.getTime()) throw conflict('webinar-ended');
    await db.run(
      `insert into webinar_registrations (webinar_id, user_id, created_at) values (?, ?, ?)
       on conflict do nothing`,
      [id, userId, sqlDate(db, now)],
    );
    if (current.startMs <= now.getTime()) return;
    await db.run(
      `insert into webinar_notices (webinar_id, user_id, kind, due_at) values (?, ?, 'reminder', ?)
       on conflict do nothing`,
      [id, userId, sqlDate(db, reminderDue(current.startMs))],
    );
  });
  return toWebinarDto(await findWebinarOr404(em, id), true);
}

/**
 * Cancels a member's registration (when not registered, nothing happens). A reminder not yet
 * claimed is dropped; one already sent stays recorded, so registering again does not send it twice.
 */
export async function unregisterFromWebinar(
  em: EntityManager,
  id: string,
  userId: string,
): Promise<WebinarDto> {
  await transaction(em, async (db) => {
    await lockWebinar(db, id, 'share');
    await db.run('delete from webinar_registrations where webinar_id = ? and user_id = ?', [id, userId]);
    await db.run(
      `delete from webinar_notices
        where webinar_id = ? and user_id = ? and kind = 'reminder' and claim_token is null`,
      [id, userId],
    );
  });
  return toWebinarDto(await findWebinarOr404(em, id), await isRegistered(em, id, userId));
}

interface LockedWebinar {
  status: string;
  startMs: number;
  endMs: number;
}

/** Reads a webinar inside a transaction and locks its row on PostgreSQL; 404 when unknown. */
async function lockWebinar(db: SqlDb, id: string, mode: 'share' | 'update'): Promise<LockedWebinar> {
  const lock = db.sqlite ? '' : mode === 'share' ? ' for share' : ' for update';
  const [row] = await db.rows<{ status: string; starts_at: unknown; duration_minutes: number }>(
    `select status, starts_at, duration_minutes from webinars where id = ?${lock}`,
    [id],
  );
  if (!row) throw notFound();
  const startMs = toMillis(row.starts_at);
  return { status: row.status, startMs, endMs: startMs + Number(row.duration_minutes) * 60_000 };
}
