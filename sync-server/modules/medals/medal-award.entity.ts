import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A medal a member holds: earned once (the key is (user, medal)), never taken back. */
export const MedalAwardSchema = defineEntity({
  name: 'MedalAward',
  tableName: 'medal_awards',
  properties: {
    userId: p.string().primary(),
    medalKey: p.string().primary(),
    earnedAt: p.datetime(),
  },
});

export type MedalAwardRow = InferEntity<typeof MedalAwardSchema>;
