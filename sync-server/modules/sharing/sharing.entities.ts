import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A one-time code a psychologist gives a client; only its SHA-256 is stored. */
export const SharingInviteSchema = defineEntity({
  name: 'SharingInvite',
  tableName: 'sharing_invites',
  properties: {
    codeHash: p.string().primary(),
    psychologistId: p.string(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type SharingInviteRow = InferEntity<typeof SharingInviteSchema>;

/**
 * The member's consent for one psychologist, with its scopes. Revoking sets `revokedAt`; a new
 * invite accepted later makes it active again with the newly chosen scopes.
 */
export const SharingGrantSchema = defineEntity({
  name: 'SharingGrant',
  tableName: 'sharing_grants',
  properties: {
    memberId: p.string().primary(),
    psychologistId: p.string().primary(),
    scopeProgress: p.boolean(),
    scopeCheckins: p.boolean(),
    scopeNotes: p.boolean(),
    /** Meu Diário (issue 10); off unless the member chose it. */
    scopeDiary: p.boolean().default(false),
    grantedAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
export type SharingGrantRow = InferEntity<typeof SharingGrantSchema>;

/** One read of a member's data by someone else (a psychologist with a grant, or staff). */
export const AccessAuditSchema = defineEntity({
  name: 'AccessAudit',
  tableName: 'access_audit',
  properties: {
    id: p.string().primary(),
    memberId: p.string(),
    actorId: p.string().nullable(),
    actorRole: p.string().$type<'psychologist' | 'admin'>(),
    actorName: p.string(),
    actorCrp: p.string().nullable(),
    resource: p.string(),
    /** Comma-separated scopes in force at the time. */
    scopes: p.string(),
    at: p.datetime(),
  },
});
export type AccessAuditRow = InferEntity<typeof AccessAuditSchema>;
