import * as v from 'valibot';
import { validationTexts as t } from '../texts/validation.texts';

/** Analytics event names of spec §9 (first-party; no third-party tracker ever sees them). */
export const ANALYTICS_EVENTS = [
  'psychologist_contact_clicked',
  'checkin_completed',
  'game_started',
  'wellness_chat_used',
  'sign_up',
  'login',
  'assessment_completed',
  'goal_set',
] as const;

/** Behaviour-tracker event names of spec §9. */
export const BEHAVIOUR_EVENTS = [
  'user_registration',
  'user_login',
  'relapse_recorded',
  'therapist_contacted',
  'payment_completed',
  'community_post_created',
  'game_played',
  'content_viewed',
  'psychologist_dashboard_viewed',
  'client_progress_viewed',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number] | (typeof BEHAVIOUR_EVENTS)[number];

const scalar = v.union([v.string(), v.number(), v.boolean(), v.null()], t.invalidData);

export const analyticsEventSchema = v.object({
  name: v.picklist([...ANALYTICS_EVENTS, ...BEHAVIOUR_EVENTS], t.invalidData),
  label: v.optional(v.pipe(v.string(t.invalidData), v.maxLength(64, t.invalidData))),
  properties: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(t.invalidData), v.maxLength(40, t.invalidData)), scalar, t.invalidData),
      v.check((o) => Object.keys(o).length <= 20, t.invalidData),
    ),
  ),
});

export type AnalyticsEventPayload = v.InferOutput<typeof analyticsEventSchema>;

/** Most events one `POST /api/analytics/events/batch` takes. */
export const ANALYTICS_BATCH_MAX = 100;

/** One event of the offline analytics outbox: the client's uuid makes a replay harmless. */
export const analyticsBatchEventSchema = v.object(
  {
    ...analyticsEventSchema.entries,
    id: v.pipe(v.string(t.invalidData), v.uuid(t.invalidData)),
    occurredAt: v.pipe(v.string(t.invalidData), v.isoTimestamp(t.invalidData)),
  },
  t.invalidData,
);

export const analyticsBatchSchema = v.object(
  {
    events: v.pipe(
      v.array(analyticsBatchEventSchema, t.invalidData),
      v.minLength(1, t.invalidData),
      v.maxLength(ANALYTICS_BATCH_MAX, t.invalidData),
    ),
  },
  t.invalidData,
);

export type AnalyticsBatchEvent = v.InferOutput<typeof analyticsBatchEventSchema>;
export type AnalyticsBatchReply = { accepted: number; duplicates: number };
