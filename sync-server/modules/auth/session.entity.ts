import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A server-side session. The id is the SHA-256 of the cookie's session key, so a copy of
 * this table cannot be replayed as cookies. Deleting a row signs that device out.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().primary(),
    userId: p.string().nullable().index(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type Session = InferEntity<typeof SessionSchema>;
