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
    createdAt: p.datetime(),
  },
});

export type AnalyticsEvent = InferEntity<typeof AnalyticsEventSchema>;
