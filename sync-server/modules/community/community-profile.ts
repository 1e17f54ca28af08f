import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import type { CommunityMeDto } from '../../../shared/community-api-types';
import { generatePseudonym } from '../../../shared/domain/pseudonym';
import { HttpError } from '../../http/errors';
import { PsychologistProfileSchema } from '../psychologists/psychologist-profile.entity';
import { type CommunityProfileRow, CommunityProfileSchema } from './community.entities';

/** A member may draw a new pseudonym once in this long. */
export const PSEUDONYM_CHANGE_INTERVAL_MS = 24 * 60 * 60_000;

const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * The member's community profile, made on first use with a fresh pseudonym. Two requests making
 * it at once store one (the user id is the key); a pseudonym another member already has is drawn
 * again (the pseudonym is unique).
 */
export async function ensureProfile(
  em: EntityManager,
  userId: string,
  now = new Date(),
): Promise<CommunityProfileRow> {
  const known = await em.findOne(CommunityProfileSchema, { userId });
  if (known) return known;
  for (let attempt = 0; attempt < 8; attempt++) {
    const pseudonym = generatePseudonym(cryptoRandom);
    try {
      await em
        .createQueryBuilder(CommunityProfileSchema)
        .insert({
          userId,
          pseudonym,
          pseudonymChangedAt: null,
          showBadge: false,
          suspendedUntil: null,
          createdAt: now,
        })
        .onConflict('userId')
        .ignore()
        .execute();
    } catch {
      continue; // That pseudonym is someone else's: draw again.
    }
    const stored = await em.findOne(CommunityProfileSchema, { userId }, { refresh: true });
    if (stored) return stored;
  }
  throw new Error('no free pseudonym after 8 draws');
}

/** A new pseudonym for the member, at most once a day. */
export async function drawNewPseudonym(
  em: EntityManager,
  userId: string,
  now = new Date(),
): Promise<CommunityProfileRow> {
  const profile = await ensureProfile(em, userId, now);
  const last = profile.pseudonymChangedAt?.getTime();
  if (last !== undefined && now.getTime() - last < PSEUDONYM_CHANGE_INTERVAL_MS) {
    const retryAfter = Math.ceil((last + PSEUDONYM_CHANGE_INTERVAL_MS - now.getTime()) / 1000);
    throw new HttpError(429, 'pseudonym-change-too-soon', undefined, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  for (let attempt = 0; attempt < 8; attempt++) {
    const pseudonym = generatePseudonym(cryptoRandom);
    if (pseudonym === profile.pseudonym) continue;
    try {
      await em.nativeUpdate(CommunityProfileSchema, { userId }, { pseudonym, pseudonymChangedAt: now });
      return { ...profile, pseudonym, pseudonymChangedAt: now };
    } catch {
      // Taken by someone else meanwhile: draw again.
    }
  }
  throw new Error('no free pseudonym after 8 draws');
}

/** Whether the user is a psychologist whose CRP staff verified. */
export async function isApprovedPsychologist(em: EntityManager, userId: string): Promise<boolean> {
  const profile = await em.findOne(PsychologistProfileSchema, { userId }, { fields: ['status'] });
  return profile?.status === 'approved';
}

export async function communityMe(em: EntityManager, userId: string): Promise<CommunityMeDto> {
  const [profile, canShowBadge] = await Promise.all([
    ensureProfile(em, userId),
    isApprovedPsychologist(em, userId),
  ]);
  return toMeDto(profile, canShowBadge);
}

export function toMeDto(profile: CommunityProfileRow, canShowBadge: boolean): CommunityMeDto {
  return {
    pseudonym: profile.pseudonym,
    canShowBadge,
    showBadge: canShowBadge && profile.showBadge,
    suspendedUntil: profile.suspendedUntil?.toISOString() ?? null,
  };
}
