import type { EntityManager } from '@mikro-orm/knex';
import type { MemberFacts } from '../../../shared/domain/types';
import { inList, type SqlDb, toMillis } from '../../db/sql';
import type { AssessmentRow } from '../assessment/assessment.entity';
import { findMemberAssessments, toAssessment } from '../assessment/assessment.repository';
import type { Account } from '../auth/current-user';
import {
  findMemberCheckins,
  findMembersCheckinRows,
  type StoredCheckin,
} from '../checkins/checkin.repository';
import type { GoalRow } from '../goals/goal.entity';
import { findMemberGoals, toGoal } from '../goals/goal.repository';
import { findMemberMedals } from '../medals/medal.repository';
import type { User } from '../users/user.entity';
import type { CachedFacts } from './facts-cache';

/** The facts as stored: check-ins keep their owner and sync version. */
export type StoredFacts = Omit<MemberFacts, 'checkins'> & { checkins: StoredCheckin[] };

/**
 * The member's stored facts, in four queries. Check-ins are read without entity hydration:
 * ten years of daily check-ins are 3,650 rows.
 */
export async function loadStoredFacts(em: EntityManager, userId: string): Promise<CachedFacts> {
  // One after the other: inside a transaction they share one connection, which runs one
  // query at a time anyway (node-postgres warns about queued queries).
  const assessments = await findMemberAssessments(em, userId);
  const goals = await findMemberGoals(em, userId);
  const checkins = await findMemberCheckins(em, userId);
  const medals = await findMemberMedals(em, userId);
  return { assessments: assessments.map(toAssessment), goals: goals.map(toGoal), checkins, medals };
}

/** The stored facts with the account's own: time zone and creation instant. */
export const withAccount = (user: Account, stored: CachedFacts): StoredFacts => ({
  timezone: user.timezone,
  accountCreatedAt: user.createdAt.toISOString(),
  ...stored,
});

/** Everything the shared rules need about one member. */
export async function loadMemberFacts(em: EntityManager, user: User): Promise<StoredFacts> {
  return withAccount(user, await loadStoredFacts(em, user.id));
}

/**
 * `loadStoredFacts` for several members with driver statements on the group transaction's
 * connection (checkin-group-write.ts: on SQLite the ORM cannot query while that transaction holds
 * the only connection). Same rows, same order, same mapping (tested against loadStoredFacts).
 */
export async function loadMembersStoredFacts(
  db: SqlDb,
  userIds: string[],
): Promise<Map<string, CachedFacts>> {
  const facts = new Map<string, CachedFacts>(
    userIds.map((id) => [id, { assessments: [], goals: [], checkins: [], medals: [] }]),
  );
  if (!userIds.length) return facts;
  const ids = inList(userIds.length);
  const assessments = await db.rows<Record<string, unknown>>(
    `select id, user_id, completed_at, days_per_week, weekly_spending_cents, pgsi, pgsi_score from assessments where user_id in (${ids}) order by completed_at desc, id desc`,
    userIds,
  );
  for (const r of assessments) {
    const row = {
      id: String(r.id),
      userId: String(r.user_id),
      completedAt: new Date(toMillis(r.completed_at)),
      daysPerWeek: Number(r.days_per_week),
      weeklySpendingCents: Number(r.weekly_spending_cents),
      // SQLite hands back JSON as text, PostgreSQL as a parsed value.
      pgsi: (typeof r.pgsi === 'string' ? JSON.parse(r.pgsi) : (r.pgsi ?? null)) as number[] | null,
      pgsiScore: r.pgsi_score === null || r.pgsi_score === undefined ? null : Number(r.pgsi_score),
    } as AssessmentRow;
    facts.get(row.userId)?.assessments.push(toAssessment(row));
  }
  const goals = await db.rows<Record<string, unknown>>(
    `select id, user_id, set_at, type, target_days_per_week, target_weekly_spending_cents from goals where user_id in (${ids}) order by set_at desc, id desc`,
    userIds,
  );
  const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  for (const r of goals) {
    const row = {
      id: String(r.id),
      userId: String(r.user_id),
      setAt: new Date(toMillis(r.set_at)),
      type: r.type,
      targetDaysPerWeek: orNull(r.target_days_per_week),
      targetWeeklySpendingCents: orNull(r.target_weekly_spending_cents),
    } as GoalRow;
    facts.get(row.userId)?.goals.push(toGoal(row));
  }
  for (const [userId, checkins] of await findMembersCheckinRows(db, userIds)) {
    facts.get(userId)!.checkins = checkins;
  }
  const medals = await db.rows<{ user_id: string; medal_key: string; earned_at: unknown }>(
    `select user_id, medal_key, earned_at from medal_awards where user_id in (${ids})`,
    userIds,
  );
  for (const r of medals) {
    facts
      .get(r.user_id)
      ?.medals.push({ key: r.medal_key, earnedAt: new Date(toMillis(r.earned_at)).toISOString() });
  }
  return facts;
}
