import type { EntityManager } from '@mikro-orm/knex';
import { DIARY_SHARE_DAYS, DIARY_SHARE_LIMIT } from '../../../shared/constants';
import { checkinPatterns } from '../../../shared/domain/client-summary';
import { centsToReais } from '../../../shared/domain/money';
import { addDaysToLocalDate, resolveTimeZone, todayIn } from '../../../shared/domain/zoned';
import type {
  ClientSummaryDto,
  ContactRequestDto,
  DiaryEntryDto,
  PsychologistOverviewDto,
} from '../../../shared/psychologist-api-types';
import { notFound } from '../../http/errors';
import { findRecentJournal, toJournalEntryDto } from '../journal/journal.repository';
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
 * only; with the `diary` scope it carries the client's recent diary entries, a read logged as
 * `diary` of its own.
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
  const withDiary = summary.scopes.includes('diary');
  const reader = {
    memberId: clientId,
    actor: psychologist,
    actorName: shared.profile.displayName,
    actorCrp: shared.profile.crp,
    scopes: summary.scopes,
  };
  // Logged before the diary is read: a read that cannot be logged is not served.
  await recordAccess(
    em,
    [
      { ...reader, resource: 'client-summary' as const },
      ...(withDiary ? [{ ...reader, resource: 'diary' as const }] : []),
    ],
    now,
  );
  summary.diary = withDiary ? await sharedDiary(em, member, now) : null;
  return summary;
}

/**
 * The diary a psychologist with the `diary` scope reads (issue 10): entries dated in the last
 * DIARY_SHARE_DAYS days of the client's calendar, newest first, at most DIARY_SHARE_LIMIT; never
 * tombstones. Staff have no route to it.
 */
async function sharedDiary(em: EntityManager, member: User, now: Date): Promise<DiaryEntryDto[]> {
  const today = todayIn(resolveTimeZone(member.timezone), now);
  const from = addDaysToLocalDate(today, -(DIARY_SHARE_DAYS - 1));
  const entries = await findRecentJournal(em, member.id, from, DIARY_SHARE_LIMIT);
  return entries.map(toJournalEntryDto).filter((e): e is DiaryEntryDto => !e.deleted);
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
