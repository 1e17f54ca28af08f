import type { EntityManager } from '@mikro-orm/knex';
import { INVITE_TTL_DAYS } from '../../../shared/constants';
import { DAY_MS } from '../../../shared/domain/zoned';
import type { InviteDto, InvitePreviewDto, SharingGrantDto } from '../../../shared/psychologist-api-types';
import type { AcceptInvitePayload } from '../../../shared/schemas/sharing.schema';
import { errorTexts } from '../../../shared/texts/error.texts';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { announceGrantsChanged } from '../live/announce';
import { findApprovedProfile, findProfile } from '../psychologists/psychologist.repository';
import type { PsychologistProfileRow } from '../psychologists/psychologist-profile.entity';
import { PsychologistProfileSchema } from '../psychologists/psychologist-profile.entity';
import type { User } from '../users/user.entity';
import { grantFlags, scopesOfGrant } from './grant-scopes';
import { generateInviteCode, hashInviteCode } from './invite-code';
import { type SharingGrantRow, SharingGrantSchema, SharingInviteSchema } from './sharing.entities';

const inviteInvalid = () =>
  new HttpError(400, 'invite-invalid', undefined, [{ field: 'code', message: errorTexts['invite-invalid'] }]);

/** `POST /api/sharing/invites`: approved psychologists only; the code is shown once. */
export async function createInvite(
  em: EntityManager,
  psychologist: User,
  now = new Date(),
): Promise<InviteDto> {
  const profile = await findProfile(em, psychologist.id);
  if (!profile) throw forbidden('psychologist-only');
  if (profile.status !== 'approved') throw forbidden('psychologist-pending');
  const code = generateInviteCode();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS);
  em.create(SharingInviteSchema, {
    codeHash: hashInviteCode(code),
    psychologistId: psychologist.id,
    createdAt: now,
    expiresAt,
    usedAt: null,
  });
  await em.flush();
  return { code, expiresAt: expiresAt.toISOString() };
}

/** The unused, unexpired invite behind a code, with its approved psychologist; else 400. */
async function usableInvite(em: EntityManager, code: string, now: Date) {
  const invite = await em.findOne(SharingInviteSchema, { codeHash: hashInviteCode(code) });
  if (!invite || invite.usedAt || invite.expiresAt.getTime() <= now.getTime()) throw inviteInvalid();
  const profile = await findApprovedProfile(em, invite.psychologistId);
  if (!profile) throw inviteInvalid();
  return { invite, profile };
}

/** `GET /api/sharing/invites/{code}`: who the member would share with, before choosing scopes. */
export async function previewInvite(
  em: EntityManager,
  code: string,
  now = new Date(),
): Promise<InvitePreviewDto> {
  const { invite, profile } = await usableInvite(em, code, now);
  return {
    psychologist: { id: profile.userId, displayName: profile.displayName, crp: profile.crp },
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * `POST /api/sharing/accept`: spends the code and grants exactly the chosen scopes. Accepting
 * a new code from a psychologist already granted replaces the scopes (and re-activates a revoked
 * grant). The code is claimed with a conditional update, so two accepts of one code cannot
 * both succeed.
 */
export async function acceptInvite(
  em: EntityManager,
  member: User,
  input: AcceptInvitePayload,
  now = new Date(),
): Promise<SharingGrantDto> {
  const accepted = await em.transactional(async (tx) => {
    const { invite, profile } = await usableInvite(tx, input.code, now);
    if (invite.psychologistId === member.id) throw inviteInvalid();
    const claimed = await tx.nativeUpdate(
      SharingInviteSchema,
      { codeHash: invite.codeHash, usedAt: null },
      { usedAt: now },
    );
    if (claimed !== 1) throw inviteInvalid();
    const flags = grantFlags(input.scopes);
    const existing = await tx.findOne(SharingGrantSchema, {
      memberId: member.id,
      psychologistId: profile.userId,
    });
    const grant =
      existing ??
      tx.create(SharingGrantSchema, {
        memberId: member.id,
        psychologistId: profile.userId,
        ...flags,
        grantedAt: now,
        revokedAt: null,
      });
    if (existing) tx.assign(existing, { ...flags, grantedAt: now, revokedAt: null });
    await tx.flush();
    return toGrantDto(grant, profile);
  });
  // The psychologist's open client list and the member's other devices show it at once.
  announceGrantsChanged(em, [member.id, accepted.psychologistId]);
  return accepted;
}

function toGrantDto(grant: SharingGrantRow, profile: PsychologistProfileRow): SharingGrantDto {
  return {
    psychologistId: profile.userId,
    displayName: profile.displayName,
    crp: profile.crp,
    scopes: scopesOfGrant(grant),
    grantedAt: grant.grantedAt.toISOString(),
  };
}

/** `GET /api/sharing`: the member's active grants, newest first. */
export async function grantsOfMember(em: EntityManager, memberId: string): Promise<SharingGrantDto[]> {
  const grants = await em.find(
    SharingGrantSchema,
    { memberId, revokedAt: null },
    { orderBy: { grantedAt: 'desc' } },
  );
  if (!grants.length) return [];
  const profiles = await em.find(PsychologistProfileSchema, {
    userId: { $in: grants.map((g) => g.psychologistId) },
  });
  const byId = new Map(profiles.map((p) => [p.userId, p]));
  return grants.flatMap((g) => {
    const profile = byId.get(g.psychologistId);
    return profile ? [toGrantDto(g, profile)] : [];
  });
}

/** `DELETE /api/sharing/{psychologistId}`: effective on the psychologist's very next request. */
export async function revokeGrant(
  em: EntityManager,
  memberId: string,
  psychologistId: string,
  now = new Date(),
) {
  const revoked = await em.nativeUpdate(
    SharingGrantSchema,
    { memberId, psychologistId, revokedAt: null },
    { revokedAt: now },
  );
  if (revoked !== 1) throw notFound();
  announceGrantsChanged(em, [memberId, psychologistId]);
}

/** The grant a member gave an approved psychologist, if it is active. */
export async function activeGrant(em: EntityManager, memberId: string, psychologistId: string) {
  const grant = await em.findOne(SharingGrantSchema, { memberId, psychologistId, revokedAt: null });
  if (!grant) return null;
  const profile = await findApprovedProfile(em, psychologistId);
  return profile ? { grant, profile } : null;
}

/** The psychologist's active grants (their client list). */
export const grantsOfPsychologist = (em: EntityManager, psychologistId: string) =>
  em.find(SharingGrantSchema, { psychologistId, revokedAt: null }, { orderBy: { grantedAt: 'desc' } });
