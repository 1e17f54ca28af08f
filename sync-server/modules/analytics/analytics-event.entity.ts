import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A first-party analytics event (spec §9 names). No third party ever receives them. */
export const AnalyticsEventSchema = defineEntity({
  name: 'AnalyticsEvent',
  tableName: 'analytics_events',
  properties: {
    id: p.string().primary(),
    userId: p.string().nullable().index(),
    name: p.string().index(),
    label: p.string().nullable(),
    properties: p.json<Record<string, string | number | boolean | null>>().nullable(),
    /** When it happened (a batched event's own `occurredAt`, clamped to 30 days back). */
    createdAt: p.datetime(),
    /** When the server stored it: the admin analytics rollup reads events by arrival. */
    receivedAt: p.datetime(),
  },
});

export type AnalyticsEvent = InferEntity<typeof AnalyticsEventSchema>;
