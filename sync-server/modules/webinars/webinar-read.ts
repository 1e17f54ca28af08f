import type { EntityManager } from '@mikro-orm/knex';
import { WEBINAR_DURATION_MAX } from '../../../shared/domain/webinars';
import {
  type AdminWebinarListResponse,
  PAST_WEBINARS_LISTED,
  type WebinarListResponse,
} from '../../../shared/webinar-api-types';
import { inList, withConnection } from '../../db/sql';
import { notFound } from '../../http/errors';
import { WebinarRegistrationSchema, type WebinarRow, WebinarSchema } from './webinar.entities';
import { endMsOf, NO_COUNTS, toAdminWebinarDto, toWebinarDto, type WebinarCounts } from './webinar-dto';

/** Webinars that have not ended yet, cancelled ones included; more than this is not a schedule. */
const UPCOMING_LIMIT = 100;
/** The admin page lists this many webinars, the latest start first. */
const ADMIN_LIMIT = 300;

export async function findWebinarOr404(em: EntityManager, id: string): Promise<WebinarRow> {
  const row = await em.findOne(WebinarSchema, { id }, { disableIdentityMap: true });
  if (!row) throw notFound();
  return row;
}

/**
 * `GET /api/webinars`: what has not ended, soonest first (cancelled ones marked, so a member who
 * registered sees what became of it), and what ended, newest first, without the cancelled ones.
 * `viewerId`: the signed-in account, whose registrations are marked; null for visitors.
 */
export async function listWebinars(
  em: EntityManager,
  viewerId: string | null,
  now = new Date(),
): Promise<WebinarListResponse> {
  const nowMs = now.getTime();
  // A webinar that started up to the longest duration ago may still be on.
  const horizon = new Date(nowMs - WEBINAR_DURATION_MAX * 60_000);
  const recent = await em.find(
    WebinarSchema,
    { startsAt: { $gt: horizon } },
    { orderBy: { startsAt: 'asc', id: 'asc' }, limit: UPCOMING_LIMIT, disableIdentityMap: true },
  );
  const upcoming = recent.filter((w) => endMsOf(w) > nowMs);
  const ended = await em.find(
    WebinarSchema,
    { startsAt: { $lte: now }, status: 'scheduled' },
    {
      orderBy: { startsAt: 'desc', id: 'desc' },
      limit: PAST_WEBINARS_LISTED + upcoming.length,
      disableIdentityMap: true,
    },
  );
  const past = ended.filter((w) => endMsOf(w) <= nowMs).slice(0, PAST_WEBINARS_LISTED);
  const registered = await registeredAmong(em, viewerId, [...upcoming, ...past]);
  return {
    upcoming: upcoming.map((w) => toWebinarDto(w, registered.has(w.id))),
    past: past.map((w) => toWebinarDto(w, registered.has(w.id))),
    generatedAt: now.toISOString(),
  };
}

async function registeredAmong(
  em: EntityManager,
  userId: string | null,
  webinars: WebinarRow[],
): Promise<Set<string>> {
  if (!userId || webinars.length === 0) return new Set();
  const rows = await em.find(
    WebinarRegistrationSchema,
    { userId, webinarId: { $in: webinars.map((w) => w.id) } },
    { fields: ['webinarId'], disableIdentityMap: true },
  );
  return new Set(rows.map((r) => r.webinarId));
}

/** Whether a member is registered for a webinar. */
export async function isRegistered(em: EntityManager, webinarId: string, userId: string): Promise<boolean> {
  return (await em.count(WebinarRegistrationSchema, { webinarId, userId })) > 0;
}

/** `GET /api/admin/webinars`: every webinar, the latest start first, with its counts. */
export async function listAdminWebinars(em: EntityManager): Promise<AdminWebinarListResponse> {
  const rows = await em.find(
    WebinarSchema,
    {},
    { orderBy: { startsAt: 'desc', id: 'desc' }, limit: ADMIN_LIMIT, disableIdentityMap: true },
  );
  const counts = await countsOf(
    em,
    rows.map((r) => r.id),
  );
  return { webinars: rows.map((r) => toAdminWebinarDto(r, counts.get(r.id) ?? NO_COUNTS)) };
}

/** One webinar as staff read it. */
export async function adminWebinar(em: EntityManager, id: string) {
  const row = await findWebinarOr404(em, id);
  return toAdminWebinarDto(row, (await countsOf(em, [id])).get(id) ?? NO_COUNTS);
}

/** Registrations and notices sent, per webinar. */
async function countsOf(em: EntityManager, ids: string[]): Promise<Map<string, WebinarCounts>> {
  const counts = new Map<string, WebinarCounts>();
  if (ids.length === 0) return counts;
  const of = (id: string) => {
    const known = counts.get(id);
    if (known) return known;
    const fresh = { ...NO_COUNTS };
    counts.set(id, fresh);
    return fresh;
  };
  await withConnection(em, async (db) => {
    const registrations = await db.rows<{ webinar_id: string; n: number | string }>(
      `select webinar_id, count(*) as n from webinar_registrations
        where webinar_id in (${inList(ids.length)}) group by webinar_id`,
      ids,
    );
    for (const r of registrations) of(r.webinar_id).registrations = Number(r.n);
    const notices = await db.rows<{ webinar_id: string; kind: string; n: number | string }>(
      `select webinar_id, kind, count(*) as n from webinar_notices
        where webinar_id in (${inList(ids.length)}) and outcome = 'sent' group by webinar_id, kind`,
      ids,
    );
    for (const r of notices) {
      if (r.kind === 'reminder') of(r.webinar_id).remindersSent = Number(r.n);
      else of(r.webinar_id).cancellationNoticesSent = Number(r.n);
    }
  });
  return counts;
}

/** The webinars a member registered for, for their data export (LGPD), the earliest start first. */
export async function webinarRegistrationsOf(em: EntityManager, userId: string) {
  const registrations = await em.find(WebinarRegistrationSchema, { userId }, { disableIdentityMap: true });
  if (registrations.length === 0) return [];
  const webinars = await em.find(
    WebinarSchema,
    { id: { $in: registrations.map((r) => r.webinarId) } },
    { orderBy: { startsAt: 'asc', id: 'asc' }, disableIdentityMap: true },
  );
  const registeredAt = new Map(registrations.map((r) => [r.webinarId, r.createdAt]));
  return webinars.map((w) => ({
    webinarId: w.id,
    title: w.title,
    startsAt: w.startsAt.toISOString(),
    registeredAt: registeredAt.get(w.id)!.toISOString(),
  }));
}
