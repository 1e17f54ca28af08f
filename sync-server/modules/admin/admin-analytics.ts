import type { EntityManager } from '@mikro-orm/knex';
import type { AdminAnalyticsDto, AdminDailyFigures, AdminFunnelStep } from '../../../shared/admin-api-types';
import { addDaysToLocalDate, daysBetweenLocalDates, startOfLocalDay } from '../../../shared/domain/zoned';
import { ADMIN_TIME_ZONE, type Period } from '../../../shared/schemas/admin.schema';
import { type SqlDb, sqlDate, withConnection } from '../../db/sql';
import { rolledUpActivity } from './analytics-rollup-read';
import { dayTextSql, localDaySql } from './local-day-sql';

/** The instants where a period's first day begins and the day after its last begins. */
export function periodBounds({ from, to }: Period): { start: Date; end: Date } {
  return {
    start: startOfLocalDay(from, ADMIN_TIME_ZONE),
    end: startOfLocalDay(addDaysToLocalDate(to, 1), ADMIN_TIME_ZONE),
  };
}

const FUNNEL_LABELS: Record<AdminFunnelStep['step'], string> = {
  sign_up: 'Cadastro',
  assessment_completed: 'Avaliação concluída',
  goal_set: 'Meta definida',
  first_checkin: 'Primeiro check-in',
};

/** The daily figures read live from the records: one row per (kind, day). */
type DailyKind = 'signUp' | 'install' | 'checkin' | 'relapse';

/**
 * Per São Paulo day: sign-ups, installs, and the check-ins and relapses of the days they are
 * about. One statement, one row per (kind, day); the database puts each record on its day
 * (`localDaySql`, the only engine difference). Only member accounts ('client') sign up as
 * members. (Activity is not here: it comes from the rollup, analytics-rollup.ts.)
 */
export function dailyFiguresSql(db: SqlDb, startMs: number, endMs: number): string {
  const dayOf = (column: string) => localDaySql(db, column, ADMIN_TIME_ZONE, startMs, endMs);
  const text = (day: string) => dayTextSql(db, day);
  return `
    select 'signUp' as kind, ${text(dayOf('created_at'))} as day, count(*) as n from users
     where user_type = 'client' and created_at >= ? and created_at < ? group by 2
    union all
    select 'install', ${text(dayOf('created_at'))}, count(*) from pwa_installs
     where created_at >= ? and created_at < ? group by 2
    union all
    select 'checkin', date, count(*) from checkins where date >= ? and date <= ? group by date
    union all
    select 'relapse', date, count(*) from checkins
     where date >= ? and date <= ? and had_relapse group by date`;
}

/**
 * The figures of the admin analytics page. Activity (active members per day and over the period,
 * accesses by platform and type) comes from the rollup, complete to `activityCountedTo`; the
 * other figures are grouped by the database from the records. What comes back is a row per day
 * and figure, never a row per record.
 */
export async function adminAnalytics(em: EntityManager, period: Period): Promise<AdminAnalyticsDto> {
  const { start, end } = periodBounds(period);
  const dayCount = daysBetweenLocalDates(period.from, period.to) + 1;
  const days: AdminDailyFigures[] = Array.from({ length: dayCount }, (_, i) => ({
    date: addDaysToLocalDate(period.from, i),
    activeMembers: 0,
    signUps: 0,
    checkins: 0,
    relapses: 0,
    installs: 0,
  }));
  const dayFigure: Record<DailyKind, keyof Omit<AdminDailyFigures, 'date' | 'activeMembers'>> = {
    signUp: 'signUps',
    install: 'installs',
    checkin: 'checkins',
    relapse: 'relapses',
  };

  return withConnection(em, async (db) => {
    const range = [sqlDate(db, start), sqlDate(db, end)];
    const dates = [period.from, period.to];
    const daily = await db.rows<{ kind: DailyKind; day: string; n: unknown }>(
      dailyFiguresSql(db, start.getTime(), end.getTime()),
      [...range, ...range, ...dates, ...dates],
    );
    for (const row of daily) {
      const i = daysBetweenLocalDates(period.from, row.day);
      if (i >= 0 && i < dayCount) days[i]![dayFigure[row.kind]] += Number(row.n);
    }
    const activity = await rolledUpActivity(db, period.from, period.to);
    for (const day of days) day.activeMembers = activity.activeByDay.get(day.date) ?? 0;

    const sum = (key: 'signUps' | 'checkins' | 'relapses' | 'installs') =>
      days.reduce((total, d) => total + d[key], 0);
    const sorted = (counts: Map<string, number>) =>
      [...counts]
        .map(([key, count]) => ({ key, count }))
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

    return {
      from: period.from,
      to: period.to,
      timeZone: ADMIN_TIME_ZONE,
      activityCountedTo: activity.countedTo?.toISOString() ?? null,
      days,
      totals: {
        signUps: sum('signUps'),
        checkins: sum('checkins'),
        relapses: sum('relapses'),
        installs: sum('installs'),
        activeMembers: activity.activeInPeriod,
        accesses: activity.accesses,
      },
      accessTypes: sorted(activity.accessTypes),
      platforms: sorted(activity.platforms),
      funnel: await signUpFunnel(db, range),
    };
  });
}

/**
 * Of the members who signed up in the period, how many completed the assessment, set a goal and
 * made a first check-in (at any time since). Read from the records themselves, not the events,
 * so a step taken offline and synced later still counts. Each step is an EXISTS per member of the
 * cohort (an index probe on the step's user_id), never a read of the whole table.
 */
export async function signUpFunnel(db: SqlDb, range: unknown[]): Promise<AdminFunnelStep[]> {
  const cohort = `from users u where u.user_type = 'client' and u.created_at >= ? and u.created_at < ?`;
  const count = async (sql: string) => Number((await db.rows<{ n: unknown }>(sql, range))[0]?.n ?? 0);
  const reached = (table: 'assessments' | 'goals' | 'checkins') =>
    count(`select count(*) as n ${cohort} and exists (select 1 from ${table} t where t.user_id = u.id)`);
  const counts: Record<AdminFunnelStep['step'], number> = {
    sign_up: await count(`select count(*) as n ${cohort}`),
    assessment_completed: await reached('assessments'),
    goal_set: await reached('goals'),
    first_checkin: await reached('checkins'),
  };
  return (Object.keys(counts) as AdminFunnelStep['step'][]).map((step) => ({
    step,
    label: FUNNEL_LABELS[step],
    count: counts[step],
  }));
}
