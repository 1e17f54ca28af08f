import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { Mood } from '../../../shared/domain/types';

/**
 * A stored check-in (spec §3), an immutable fact. The key is (user, client id), so one
 * member's ids can never collide with another's. `version` is the member's sync version at
 * which it was stored, read by the cursor pull (DESIGN.md §5). The hot paths (push, facts,
 * pull) use plain SQL in checkin.repository.ts; the entity serves tests and tools.
 */
export const CheckinSchema = defineEntity({
  name: 'Checkin',
  tableName: 'checkins',
  properties: {
    userId: p.string().primary(),
    id: p.string().primary(),
    deviceId: p.string().nullable(),
    date: p.string(),
    recordedAt: p.datetime(),
    receivedAt: p.datetime(),
    hadRelapse: p.boolean(),
    amountSpentCents: p.integer(),
    mood: p.integer().$type<Mood>(),
    notes: p.text().nullable(),
    version: p.integer(),
    /** Trigger tags as JSON text ('["tedio"]'); checkin.repository.ts reads and writes it. */
    tags: p.text().default('[]'),
  },
});

export type CheckinRow = InferEntity<typeof CheckinSchema>;
