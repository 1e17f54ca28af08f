import type { EntityManager } from '@mikro-orm/knex';
import { toAchievementDtos } from '../../../shared/domain/dto';
import { centsToReais } from '../../../shared/domain/money';
import { computeProgress } from '../../../shared/domain/progress';
import type { AccountExportDto } from '../../../shared/psychologist-api-types';
import { findMemberAssessments, toAssessmentDto } from '../assessment/assessment.repository';
import { findMemberGoals, toGoalDto } from '../goals/goal.repository';
import { PushSubscriptionSchema, ReminderSettingSchema } from '../notifications/notifications.entities';
import { paymentsForExport } from '../payments/payments.service';
import { loadMemberFacts } from '../progress/member-facts';
import { ContactRequestSchema } from '../psychologists/contact-request.entity';
import { findProfile, toProfileDto } from '../psychologists/psychologist.repository';
import { PsychologistProfileSchema } from '../psychologists/psychologist-profile.entity';
import { accessLogOf } from '../sharing/access-audit';
import { grantsOfMember } from '../sharing/sharing.service';
import { SERVER_KINDS } from '../sync/kinds';
import type { ExportContext, KindExports } from '../sync/kinds/server-kind';
import type { User } from '../users/user.entity';
import { toPublicUser } from '../users/user.repository';
import { webinarRegistrationsOf } from '../webinars/webinar-read';

type DbInstant = number | string | Date;
const iso = (value: DbInstant) => new Date(value).toISOString();

/**
 * Everything Virada holds about one person, as JSON (LGPD art. 18, II and V): the account, every
 * record they wrote (notes included; every synced kind under its declared `exportKey`), what was derived from them, who they shared with and who
 * read their data, and their sessions and analytics events. The same export backs the member's
 * button and the support CLI.
 */
export async function exportAccount(
  em: EntityManager,
  user: User,
  now = new Date(),
): Promise<AccountExportDto> {
  const facts = await loadMemberFacts(em, user);
  const hasJourney = facts.assessments.length > 0;
  const progress = hasJourney ? computeProgress(facts, now) : null;
  const profile = user.userType === 'psychologist' ? await findProfile(em, user.id) : null;
  return {
    exportedAt: now.toISOString(),
    format: 'virada-export-v1',
    account: {
      ...toPublicUser(user),
      termsVersion: user.termsVersion,
      termsAcceptedAt: user.termsAcceptedAt.toISOString(),
      lastAccessAt: user.lastAccessAt ? user.lastAccessAt.toISOString() : null,
    },
    assessments: (await findMemberAssessments(em, user.id)).map(toAssessmentDto),
    goals: (await findMemberGoals(em, user.id)).map(toGoalDto),
    ...(await kindExports({ em, user, facts })),
    medals: toAchievementDtos(facts),
    progress: progress && {
      currentStreak: progress.currentStreak,
      bestStreak: progress.bestStreak,
      moneySaved: centsToReais(progress.moneySavedCents),
    },
    sharing: await grantsOfMember(em, user.id),
    accessLog: await accessLogOf(em, user.id, Number.MAX_SAFE_INTEGER),
    contactRequests: await contactRequestsSent(em, user.id),
    therapistProfile: profile ? toProfileDto(profile) : null,
    sessions: (
      await em.execute<{ created_at: DbInstant; expires_at: DbInstant }[]>(
        'select created_at, expires_at from sessions where user_id = ? order by created_at',
        [user.id],
        'all',
      )
    ).map((s) => ({ createdAt: iso(s.created_at), expiresAt: iso(s.expires_at) })),
    analyticsEvents: (
      await em.execute<{ name: string; label: string | null; created_at: DbInstant }[]>(
        'select name, label, created_at from analytics_events where user_id = ? order by created_at',
        [user.id],
        'all',
      )
    ).map((e) => ({ name: e.name, label: e.label, createdAt: iso(e.created_at) })),
    reminder: await em
      .findOne(ReminderSettingSchema, { userId: user.id })
      .then((r) => r && { enabled: r.enabled, time: r.time }),
    pushSubscriptions: (
      await em.find(PushSubscriptionSchema, { userId: user.id }, { orderBy: { id: 'asc' } })
    ).map((s) => ({ endpoint: s.endpoint, createdAt: iso(s.createdAt) })),
    webinarRegistrations: await webinarRegistrationsOf(em, user.id),
    payments: await paymentsForExport(em, user.id),
  };
}

/** Every synced kind's records, each under the `exportKey` its declaration names. */
async function kindExports(ctx: ExportContext): Promise<KindExports> {
  const out: Record<string, unknown> = {};
  for (const kind of SERVER_KINDS) out[kind.declaration.exportKey] = await kind.exportRecords(ctx);
  return out as KindExports;
}

async function contactRequestsSent(em: EntityManager, memberId: string) {
  const requests = await em.find(ContactRequestSchema, { memberId }, { orderBy: { createdAt: 'asc' } });
  if (!requests.length) return [];
  const profiles = await em.find(PsychologistProfileSchema, {
    userId: { $in: [...new Set(requests.map((r) => r.psychologistId))] },
  });
  const names = new Map(profiles.map((p) => [p.userId, p.displayName]));
  return requests.map((r) => ({
    psychologistName: names.get(r.psychologistId) ?? '',
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
  }));
}
