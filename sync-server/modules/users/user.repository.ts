import type { EntityManager } from '@mikro-orm/knex';
import type { PublicUser } from '../../../shared/schemas/user.schema';
import { type User, UserSchema } from './user.entity';

export const findUserByEmail = (em: EntityManager, email: string) =>
  em.findOne(UserSchema, { email }, { populate: ['passwordHash'] });

export const findUserById = (em: EntityManager, id: string) => em.findOne(UserSchema, { id });

/** The only shape in which a user leaves the server. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    userType: user.userType,
    timezone: user.timezone,
    createdAt: user.createdAt.toISOString(),
  };
}
