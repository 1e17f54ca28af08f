import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { UserType } from '../../../shared/constants';

/** One change of an account's type by the support CLI (`users:role`), and who made it. */
export const RoleChangeSchema = defineEntity({
  name: 'RoleChange',
  tableName: 'role_changes',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.string(),
    fromType: p.string().$type<UserType>(),
    toType: p.string().$type<UserType>(),
    /** The operating-system user and host that ran the command. */
    changedBy: p.string(),
    changedAt: p.datetime(),
  },
});

export type RoleChange = InferEntity<typeof RoleChangeSchema>;
