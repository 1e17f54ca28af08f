import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { WebinarStatus } from '../../../shared/webinar-api-types';

/**
 * An expert webinar (issue 13). `revision` grows with every change admins make (the `.ics`
 * file's SEQUENCE, so a calendar that imported it takes the newer one).
 */
export const WebinarSchema = defineEntity({
  name: 'Webinar',
  tableName: 'webinars',
  properties: {
    id: p.string().primary(),
    title: p.string(),
    speakerName: p.string(),
    speakerCredential: p.string(),
    startsAt: p.datetime(),
    durationMinutes: p.integer(),
    description: p.text(),
    liveUrl: p.string(),
    recordingUrl: p.string().nullable(),
    status: p.string().$type<WebinarStatus>(),
    revision: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type WebinarRow = InferEntity<typeof WebinarSchema>;

/** A member's "quero participar": one per (webinar, member). */
export const WebinarRegistrationSchema = defineEntity({
  name: 'WebinarRegistration',
  tableName: 'webinar_registrations',
  properties: {
    webinarId: p.string().primary(),
    userId: p.string().primary(),
    createdAt: p.datetime(),
  },
});
export type WebinarRegistrationRow = InferEntity<typeof WebinarRegistrationSchema>;

export type WebinarNoticeKind = 'reminder' | 'cancelled';
export type WebinarNoticeOutcome = 'sent' | 'skipped';

/**
 * One message owed to one member about one webinar: the reminder an hour before, or the
 * cancellation notice. Unique per (webinar, member, kind), so each is owed at most once. The
 * fan-out job (webinar-notices.ts) reads the due ones through the (claim_token, due_at) index and
 * claims a batch by setting `claimToken`; only the claimer sends, then records the `outcome`.
 */
export const WebinarNoticeSchema = defineEntity({
  name: 'WebinarNotice',
  tableName: 'webinar_notices',
  properties: {
    id: p.integer().primary().autoincrement(),
    webinarId: p.string(),
    userId: p.string(),
    kind: p.string().$type<WebinarNoticeKind>(),
    dueAt: p.datetime(),
    claimToken: p.string().nullable(),
    claimedAt: p.datetime().nullable(),
    outcome: p.string().$type<WebinarNoticeOutcome>().nullable(),
    doneAt: p.datetime().nullable(),
  },
});
export type WebinarNoticeRow = InferEntity<typeof WebinarNoticeSchema>;
