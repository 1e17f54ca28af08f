import type { EntityManager } from '@mikro-orm/knex';
import { checkinPatterns } from '../../../shared/domain/client-summary';
import { centsToReais } from '../../../shared/domain/money';
import { todayIn } from '../../../shared/domain/zoned';
import type {
  ClientSummaryDto,
  ContactRequestDto,
  PsychologistOverviewDto,
} from '../../../shared/psychologist-api-types';
import { notFound } from '../../http/errors';
import { viewMember } from '../progress/progress.service';
import { recordAccess } from '../sharing/access-audit';
import { scopesOfGrant } from '../sharing/grant-scopes';
import type { SharingGrantRow } from '../sharing/sharing.entities';
import { activeGrant, grantsOfPsychologist } from '../sharing/sharing.service';
import { type User, UserSchema } from '../users/user.entity';
import { ContactRequestSchema } from './contact-request.entity';
import { findProfile } from './psychologist.repository';

/** Handled contact requests stay on the dashboard this long. */
const HANDLED_REQUESTS_SHOWN = 20;

/**
 * `GET /api/psychologist/overview`: the psychologist's clients (one per active grant, each
 * summary limited to the granted scopes and written to that client's access log) and their
 * contact requests. A pending psychologist gets their status and no clients.
 */
export async function psychologistOverview(
  em: EntityManager,
  psychologist: User,
  now = new Date(),
): Promise<PsychologistOverviewDto> {
  const profile = await findProfile(em, psychologist.id);
  if (!profile) throw notFound();
  const approved = profile.status === 'approved';
  const grants = approved ? await grantsOfPsychologist(em, psychologist.id) : [];
  const members = grants.length
    ? await em.find(UserSchema, { id: { $in: grants.map((g) => g.memberId) } })
    : [];
  const byId = new Map(members.map((m) => [m.id, m]));

  const clients: ClientSummaryDto[] = [];
  for (const grant of grants) {
    const member = byId.get(grant.memberId);
    if (member) clients.push(await clientSummary(em, member, grant, now));
  }
  await recordAccess(
    em,
    clients.map((c) => ({
      memberId: c.clientId,
      actor: psychologist,
      actorName: profile.displayName,
      actorCrp: profile.crp,
      resource: 'client-summary' as const,
      scopes: c.scopes,
    })),
    now,
  );

  return {
    status: profile.status,
    displayName: profile.displayName,
    clients,
    contactRequests: await contactRequestsOf(em, psychologist.id),
  };
}

/**
 * `GET /api/psychologist/clients/{clientId}`: one client's summary, for the client page; 404
 * without an active grant (never revealing whether the account exists). Logged for that client
 * only.
 */
export async function clientSummaryFor(
  em: EntityManager,
  psychologist: User,
  clientId: string,
  now = new Date(),
): Promise<ClientSummaryDto> {
  const shared = await activeGrant(em, clientId, psychologist.id);
  const member = shared ? await em.findOne(UserSchema, { id: clientId }) : null;
  if (!shared || !member) throw notFound();
  const summary = await clientSummary(em, member, shared.grant, now);
  await recordAccess(
    em,
    [
      {
        memberId: clientId,
        actor: psychologist,
        actorName: shared.profile.displayName,
        actorCrp: shared.profile.crp,
        resource: 'client-summary',
        scopes: summary.scopes,
      },
    ],
    now,
  );
  return summary;
}

async function clientSummary(em: EntityManager, member: User, grant: SharingGrantRow, now: Date) {
  const scopes = scopesOfGrant(grant);
  const { facts, progress } = await viewMember(em, member, now);
  const withProgress = scopes.includes('progress');
  const patterns = scopes.includes('checkins') ? checkinPatterns(facts.checkins, member.timezone, now) : null;
  const summary: ClientSummaryDto = {
    clientId: member.id,
    name: member.name,
    scopes,
    grantedAt: grant.grantedAt.toISOString(),
    clientToday: todayIn(member.timezone, now),
    currentStreak: withProgress ? progress.currentStreak : null,
    bestStreak: withProgress ? progress.bestStreak : null,
    moneySaved: withProgress ? centsToReais(progress.moneySavedCents) : null,
    lastCheckinDate: patterns?.lastCheckinDate ?? null,
    relapsesLast7Days: patterns?.relapsesLast7Days ?? null,
    relapsesLast30Days: patterns?.relapsesLast30Days ?? null,
    moodTrend: patterns?.moodTrend ?? null,
    averageMoodLast7Days: patterns?.averageMoodLast7Days ?? null,
    attention: patterns?.attention ?? [],
  };
  return summary;
}

async function contactRequestsOf(em: EntityManager, psychologistId: string): Promise<ContactRequestDto[]> {
  const pending = await em.find(
    ContactRequestSchema,
    { psychologistId, status: 'pending' },
    { orderBy: { createdAt: 'desc' } },
  );
  const handled = await em.find(
    ContactRequestSchema,
    { psychologistId, status: 'handled' },
    { orderBy: { handledAt: 'desc' }, limit: HANDLED_REQUESTS_SHOWN },
  );
  const requests = [...pending, ...handled];
  const members = requests.length
    ? await em.find(UserSchema, { id: { $in: [...new Set(requests.map((r) => r.memberId))] } })
    : [];
  const byId = new Map(members.map((m) => [m.id, m]));
  return requests.flatMap((r) => {
    const member = byId.get(r.memberId);
    if (!member) return [];
    return [
      {
        id: r.id,
        memberName: member.name,
        memberEmail: member.email,
        message: r.message,
        createdAt: r.createdAt.toISOString(),
        status: r.status,
      },
    ];
  });
}
