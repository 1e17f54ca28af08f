import type { DashboardDto } from '../../shared/api-types';
import { DEFAULT_TIMEZONE } from '../../shared/constants';
import { reaisToCents } from '../../shared/domain/money';
import type { Assessment, Checkin, Goal, MemberFacts } from '../../shared/domain/types';
import type { LocalAssessment, LocalCheckin, LocalGoal, SummaryRow } from './db';

/** Who the numbers are for. `createdAt` is the account creation (journey start without an assessment). */
export interface MemberIdentity {
  id: string;
  name: string;
  timezone?: string;
  createdAt?: string;
}

/** Records the server has or will have: a conflict or a rejection is not a fact of the journey. */
export const countsAsFact = (row: { syncState: string }) =>
  row.syncState === 'pending' || row.syncState === 'synced';

/**
 * The facts the shared domain rules need, from this device's rows plus what only the server's
 * last summary knows (an assessment or goal made on another device, the medals awarded). The
 * summary's current assessment stands for its earliest one too, so that the journey start it
 * reports is kept; the rules read the numbers from the latest one only.
 */
export function buildMemberFacts(
  user: MemberIdentity,
  rows: {
    checkins: LocalCheckin[];
    assessments: LocalAssessment[];
    goals: LocalGoal[];
    summary?: SummaryRow;
  },
): MemberFacts {
  const dashboard = rows.summary?.dashboard.user.id === user.id ? rows.summary.dashboard : undefined;
  return {
    timezone: user.timezone || DEFAULT_TIMEZONE,
    accountCreatedAt: user.createdAt ?? dashboard?.journeyStart ?? new Date(0).toISOString(),
    checkins: rows.checkins.filter(countsAsFact) as Checkin[],
    assessments: [...rows.assessments.filter(countsAsFact), ...serverAssessments(dashboard)] as Assessment[],
    goals: [...rows.goals.filter(countsAsFact), ...serverGoals(dashboard)] as Goal[],
    medals: (dashboard?.recentAchievements ?? []).map((a) => ({ key: a.key, earnedAt: a.earnedAt })),
  };
}

function serverAssessments(dashboard: DashboardDto | undefined): Assessment[] {
  const current = dashboard?.assessment;
  if (!dashboard || !current) return [];
  const numbers = {
    daysPerWeek: current.daysPerWeek,
    weeklySpendingCents: reaisToCents(current.weeklySpending),
    pgsiAnswers: null,
  };
  const list: Assessment[] = [{ id: 'server:current', completedAt: current.completedAt, ...numbers }];
  if (Date.parse(dashboard.journeyStart) < Date.parse(current.completedAt))
    list.push({ id: 'server:first', completedAt: dashboard.journeyStart, ...numbers });
  return list;
}

function serverGoals(dashboard: DashboardDto | undefined): Goal[] {
  const goal = dashboard?.goal;
  if (!goal) return [];
  return [
    {
      id: 'server:current',
      setAt: goal.setAt,
      type: goal.type,
      targetDaysPerWeek: goal.targetDaysPerWeek,
      targetWeeklySpendingCents:
        goal.targetWeeklySpending === null ? null : reaisToCents(goal.targetWeeklySpending),
    },
  ];
}
