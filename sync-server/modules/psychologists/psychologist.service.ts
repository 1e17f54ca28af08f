import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { DEFAULT_TIMEZONE, TERMS_VERSION } from '../../../shared/constants';
import { reaisToCents } from '../../../shared/domain/money';
import { matchesQuery } from '../../../shared/domain/search-text';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import type {
  PsychologistRegisterPayload,
  TherapistProfilePayload,
  TherapistSearch,
} from '../../../shared/schemas/psychologist.schema';
import { approachTexts } from '../../../shared/texts/sharing.texts';
import { conflict, notFound } from '../../http/errors';
import { hashPassword } from '../auth/password';
import { type User, UserSchema } from '../users/user.entity';
import { findUserByEmail } from '../users/user.repository';
import { ContactRequestSchema } from './contact-request.entity';
import {
  findApprovedProfile,
  findApprovedProfiles,
  findProfile,
  listOf,
  toPublicDto,
} from './psychologist.repository';
import { type PsychologistProfileRow, PsychologistProfileSchema } from './psychologist-profile.entity';

/**
 * Creates a psychologist's account and a `pending` profile in one flush. Email and CRP are each
 * unique: a second account answers 409 `email-taken` or `crp-taken`.
 */
export async function registerPsychologist(
  em: EntityManager,
  input: PsychologistRegisterPayload,
  now = new Date(),
): Promise<User> {
  if (await em.count(UserSchema, { email: input.email })) throw conflict('email-taken');
  if (await em.count(PsychologistProfileSchema, { crp: input.crp })) throw conflict('crp-taken');
  const passwordHash = await hashPassword(input.password);
  try {
    // Two flushes in one transaction: the ORM does not know the profile's foreign key, so the
    // user row must be written first.
    return await em.transactional(async (tx) => {
      const user = tx.create(UserSchema, {
        id: randomUUID(),
        email: input.email,
        name: input.name,
        passwordHash,
        userType: 'psychologist',
        timezone: input.timezone ?? DEFAULT_TIMEZONE,
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: now,
        createdAt: now,
        lastAccessAt: now,
      });
      await tx.flush();
      tx.create(PsychologistProfileSchema, {
        userId: user.id,
        crp: input.crp,
        status: 'pending',
        displayName: input.name,
        bio: '',
        approaches: '',
        online: true,
        inPerson: false,
        city: '',
        uf: '',
        languages: 'pt',
        priceFromCents: null,
        priceToCents: null,
        contactPreference: 'email',
        createdAt: now,
        updatedAt: now,
        approvedAt: null,
      });
      await tx.flush();
      return user;
    });
  } catch (err) {
    // A concurrent sign-up took the email or the CRP between the checks and the insert.
    if (err instanceof UniqueConstraintViolationException) {
      throw conflict(/crp/i.test(String(err.message)) ? 'crp-taken' : 'email-taken');
    }
    throw err;
  }
}

/** `PUT /api/therapist-profile`: every field at once (the form sends the whole profile). */
export async function saveProfile(
  em: EntityManager,
  userId: string,
  input: TherapistProfilePayload,
  now = new Date(),
): Promise<PsychologistProfileRow> {
  const profile = await findProfile(em, userId);
  if (!profile) throw notFound();
  em.assign(profile, {
    displayName: input.displayName,
    bio: input.bio,
    approaches: input.approaches.join(','),
    online: input.online,
    inPerson: input.inPerson,
    city: input.city,
    uf: input.uf,
    languages: input.languages.join(','),
    priceFromCents: input.priceFrom === null ? null : reaisToCents(input.priceFrom),
    priceToCents: input.priceTo === null ? null : reaisToCents(input.priceTo),
    contactPreference: input.contactPreference,
    updatedAt: now,
  });
  await em.flush();
  return profile;
}

/** Staff confirmed the CRP (support CLI). Answers false when there is no such psychologist. */
export async function approvePsychologist(em: EntityManager, email: string, now = new Date()) {
  const user = await findUserByEmail(em, email);
  const profile = user?.userType === 'psychologist' ? await findProfile(em, user.id) : null;
  if (!profile) return null;
  if (profile.status !== 'approved') {
    em.assign(profile, { status: 'approved', approvedAt: now, updatedAt: now });
    await em.flush();
  }
  return profile;
}

export const findPendingProfiles = (em: EntityManager) =>
  em.find(PsychologistProfileSchema, { status: 'pending' }, { orderBy: { createdAt: 'asc' } });

/**
 * `GET /api/therapists`: approved psychologists matching every filter. The list is small (one
 * country's specialists in gambling), so filtering happens here, accent- and case-insensitive.
 */
export async function searchTherapists(
  em: EntityManager,
  memberId: string,
  search: TherapistSearch,
): Promise<TherapistPublicDto[]> {
  const profiles = await findApprovedProfiles(em);
  const requested = await openRequestsOf(em, memberId);
  return profiles
    .filter((p) => {
      const approaches = listOf<keyof typeof approachTexts>(p.approaches);
      if (search.uf && p.uf !== search.uf) return false;
      if (search.online && !p.online) return false;
      if (search.approach && !approaches.includes(search.approach as keyof typeof approachTexts))
        return false;
      return matchesQuery(search.q ?? '', [
        p.displayName,
        p.city,
        p.uf,
        ...approaches.map((a) => approachTexts[a]),
      ]);
    })
    .map((p) => toPublicDto(p, requested.has(p.userId)));
}

export async function findTherapist(em: EntityManager, memberId: string, id: string) {
  const profile = await findApprovedProfile(em, id);
  if (!profile) throw notFound();
  return toPublicDto(profile, (await openRequestsOf(em, memberId)).has(id));
}

async function openRequestsOf(em: EntityManager, memberId: string): Promise<Set<string>> {
  const rows = await em.find(
    ContactRequestSchema,
    { memberId, status: 'pending' },
    { fields: ['psychologistId'] },
  );
  return new Set(rows.map((r) => r.psychologistId));
}

/**
 * 'Entrar em contato': one open request per member and psychologist (asking twice answers the
 * open one). The psychologist sees the member's name, email and message on their dashboard.
 */
export async function requestContact(
  em: EntityManager,
  member: User,
  psychologistId: string,
  message: string,
  now = new Date(),
): Promise<{ created: boolean }> {
  if (!(await findApprovedProfile(em, psychologistId))) throw notFound();
  const open = await em.findOne(ContactRequestSchema, {
    memberId: member.id,
    psychologistId,
    status: 'pending',
  });
  if (open) return { created: false };
  em.create(ContactRequestSchema, {
    id: randomUUID(),
    memberId: member.id,
    psychologistId,
    message,
    status: 'pending',
    createdAt: now,
    handledAt: null,
  });
  await em.flush();
  return { created: true };
}

export async function markContactHandled(
  em: EntityManager,
  psychologistId: string,
  id: string,
  now = new Date(),
) {
  const request = await em.findOne(ContactRequestSchema, { id, psychologistId });
  if (!request) throw notFound();
  if (request.status !== 'handled') {
    em.assign(request, { status: 'handled', handledAt: now });
    await em.flush();
  }
}
