import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import type { ShareScope } from '../../../shared/constants';
import type { AccessLogEntryDto } from '../../../shared/psychologist-api-types';
import type { AccessResource } from '../../../shared/texts/sharing.texts';
import type { User } from '../users/user.entity';
import { joinScopes, splitScopes } from './grant-scopes';
import { AccessAuditSchema } from './sharing.entities';

export const ACCESS_LOG_LIMIT = 500;

/** Who reads: a signed-in user, or staff through the support CLI (no account: id null). */
export type AccessActor = Pick<User, 'name' | 'userType'> & { id: string | null };

/** Staff working through the support CLI (`npm run cli -- users:show …`), logged as admin. */
export const SUPPORT_ACTOR: AccessActor = { id: null, name: 'Equipe Virada (suporte)', userType: 'admin' };

export interface AccessRecord {
  memberId: string;
  actor: AccessActor;
  /** The reader's professional name and CRP, as they were at the time. */
  actorName?: string;
  actorCrp?: string | null;
  resource: AccessResource;
  scopes: readonly ShareScope[];
}

/**
 * Writes who read what of whose data, and when (DESIGN.md §6). Called before the data is sent:
 * a read that cannot be logged is not served.
 */
export async function recordAccess(
  em: EntityManager,
  records: AccessRecord[],
  now = new Date(),
): Promise<void> {
  if (!records.length) return;
  for (const r of records) {
    em.create(AccessAuditSchema, {
      id: randomUUID(),
      memberId: r.memberId,
      actorId: r.actor.id,
      actorRole: r.actor.userType === 'admin' ? 'admin' : 'psychologist',
      actorName: r.actorName ?? r.actor.name,
      actorCrp: r.actorCrp ?? null,
      resource: r.resource,
      scopes: joinScopes(r.scopes),
      at: now,
    });
  }
  await em.flush();
}

/** The member's access log, newest first. */
export async function accessLogOf(
  em: EntityManager,
  memberId: string,
  limit = ACCESS_LOG_LIMIT,
): Promise<AccessLogEntryDto[]> {
  const rows = await em.find(AccessAuditSchema, { memberId }, { orderBy: { at: 'desc', id: 'asc' }, limit });
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actorName: r.actorName,
    actorRole: r.actorRole,
    crp: r.actorCrp ?? null,
    resource: r.resource as AccessResource,
    scopes: splitScopes(r.scopes),
  }));
}
