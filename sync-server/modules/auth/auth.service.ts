import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { DEFAULT_TIMEZONE, TERMS_VERSION } from '../../../shared/constants';
import type { LoginPayload, RegisterPayload } from '../../../shared/schemas/auth.schema';
import { conflict, HttpError } from '../../http/errors';
import { type User, UserSchema } from '../users/user.entity';
import { findUserByEmail } from '../users/user.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

/** Creates a member account. A second account for the same (normalised) email is a 409. */
export async function registerUser(
  em: EntityManager,
  input: RegisterPayload,
  now = new Date(),
): Promise<User> {
  if (await em.count(UserSchema, { email: input.email })) throw conflict('email-taken');
  const user = em.create(UserSchema, {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    userType: 'client',
    timezone: input.timezone ?? DEFAULT_TIMEZONE,
    termsVersion: TERMS_VERSION,
    termsAcceptedAt: now,
    createdAt: now,
    lastAccessAt: now,
  });
  try {
    await em.flush();
  } catch (err) {
    // Two sign-ups with the same email raced past the count above.
    if (err instanceof UniqueConstraintViolationException) throw conflict('email-taken');
    throw err;
  }
  return user;
}

/**
 * Checks the credentials. An unknown email and a wrong password answer the same error after
 * the same amount of work, so the answer does not reveal which accounts exist.
 */
export async function authenticate(em: EntityManager, input: LoginPayload): Promise<User> {
  const user = await findUserByEmail(em, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new HttpError(401, 'invalid-credentials');
  return user;
}
