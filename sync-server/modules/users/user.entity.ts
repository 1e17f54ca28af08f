import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { DEFAULT_TIMEZONE, type UserType } from '../../../shared/constants';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.string().primary(),
    email: p.string().unique(),
    name: p.string(),
    passwordHash: p.string().hidden().lazy(true, false),
    userType: p.string().$type<UserType>().default('client'),
    timezone: p.string().default(DEFAULT_TIMEZONE),
    termsVersion: p.string(),
    termsAcceptedAt: p.datetime(),
    createdAt: p.datetime(),
    lastAccessAt: p.datetime().nullable(),
  },
});

export type User = InferEntity<typeof UserSchema>;
