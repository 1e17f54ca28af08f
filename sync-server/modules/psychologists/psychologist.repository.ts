import type { EntityManager } from '@mikro-orm/knex';
import type { ContactPreference, TherapyApproach, TherapyLanguage } from '../../../shared/constants';
import { centsToReais } from '../../../shared/domain/money';
import type { TherapistProfileDto, TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { type PsychologistProfileRow, PsychologistProfileSchema } from './psychologist-profile.entity';

export const findProfile = (em: EntityManager, userId: string) =>
  em.findOne(PsychologistProfileSchema, { userId });

/** An approved psychologist's profile; pending ones do not exist for members. */
export const findApprovedProfile = (em: EntityManager, userId: string) =>
  em.findOne(PsychologistProfileSchema, { userId, status: 'approved' });

export const findApprovedProfiles = (em: EntityManager) =>
  em.find(PsychologistProfileSchema, { status: 'approved' }, { orderBy: { displayName: 'asc' } });

export const listOf = <T extends string>(stored: string): T[] =>
  stored ? (stored.split(',').filter(Boolean) as T[]) : [];

const reais = (cents: number | null | undefined) => (cents == null ? null : centsToReais(cents));

export function toProfileDto(row: PsychologistProfileRow): TherapistProfileDto {
  return {
    id: row.userId,
    displayName: row.displayName,
    crp: row.crp,
    status: row.status,
    bio: row.bio,
    approaches: listOf<TherapyApproach>(row.approaches),
    online: row.online,
    inPerson: row.inPerson,
    city: row.city,
    uf: row.uf,
    languages: listOf<TherapyLanguage>(row.languages),
    priceFrom: reais(row.priceFromCents),
    priceTo: reais(row.priceToCents),
    contactPreference: row.contactPreference as ContactPreference,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicDto(row: PsychologistProfileRow, contactRequested: boolean): TherapistPublicDto {
  const { status: _status, updatedAt: _updatedAt, ...rest } = toProfileDto(row);
  return { ...rest, contactRequested };
}
