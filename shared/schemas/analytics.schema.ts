import * as v from 'valibot';
import { validationTexts as t } from '../texts/validation.texts';
import { isoInstantText, storableText, tokenText, uuidText } from './text';

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

/** The longest text value an event property may hold. */
export const ANALYTICS_PROPERTY_VALUE_MAX = 200;

const scalar = v.union(
  [
    v.pipe(v.string(t.invalidData), storableText(), v.maxLength(ANALYTICS_PROPERTY_VALUE_MAX, t.invalidData)),
    v.number(t.invalidData),
    v.boolean(t.invalidData),
    v.null(t.invalidData),
  ],
  t.invalidData,
);

export const analyticsEventSchema = v.object(
  {
    name: v.picklist([...ANALYTICS_EVENTS, ...BEHAVIOUR_EVENTS], t.invalidData),
    label: v.optional(tokenText(t.invalidData, 64)),
    properties: v.optional(
      v.pipe(
        v.record(tokenText(t.invalidData, 40), scalar, t.invalidData),
        v.check((o) => Object.keys(o).length <= 20, t.invalidData),
      ),
    ),
  },
  t.invalidData,
);

export type AnalyticsEventPayload = v.InferOutput<typeof analyticsEventSchema>;

/** Most events one `POST /api/analytics/events/batch` takes. */
export const ANALYTICS_BATCH_MAX = 100;

/** One event of the offline analytics outbox: the client's uuid makes a replay harmless. */
export const analyticsBatchEventSchema = v.object(
  {
    ...analyticsEventSchema.entries,
    id: uuidText(t.invalidData),
    occurredAt: isoInstantText(t.invalidData),
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
