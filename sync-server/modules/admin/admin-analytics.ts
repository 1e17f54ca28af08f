import type { EntityManager } from '@mikro-orm/knex';
import type { AdminAnalyticsDto, AdminDailyFigures, AdminFunnelStep } from '../../../shared/admin-api-types';
import { addDaysToLocalDate, daysBetweenLocalDates, startOfLocalDay } from '../../../shared/domain/zoned';
import { ADMIN_TIME_ZONE, type Period } from '../../../shared/schemas/admin.schema';
import { heavyRead, type SqlDb, sqlDate } from '../../db/sql';
import { rolledUpFigures } from './analytics-rollup-read';
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
type DailyKind = 'signUp' | 'install';

/**
 * Per São Paulo day: sign-ups and installs. One statement, one row per (kind, day); the database
 * puts each record on its day (`localDaySql`, the only engine difference). Only member accounts
 * ('client') sign up as members. (Activity, check-ins and relapses are not here: they come from
 * the rollup, analytics-rollup.ts.)
 */
export function dailyFiguresSql(db: SqlDb, startMs: number, endMs: number): string {
  const dayOf = (column: string) => localDaySql(db, column, ADMIN_TIME_ZONE, startMs, endMs);
  const text = (day: string) => dayTextSql(db, day);
  return `
    select 'signUp' as kind, ${text(dayOf('created_at'))} as day, count(*) as n from users
     where user_type = 'client' and created_at >= ? and created_at < ? group by 2
    union all
    select 'install', ${text(dayOf('created_at'))}, count(*) from pwa_installs
     where created_at >= ? and created_at < ? group by 2`;
}

/**
 * The figures of the admin analytics page. Activity (active members per day and over the period,
 * accesses by platform and type), check-ins and relapses come from the rollup, complete to
 * `activityCountedTo`; sign-ups, installs and the funnel are grouped by the database from the
 * records. What comes back is a row per day and figure, never a row per record.
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
  const dayFigure: Record<DailyKind, 'signUps' | 'installs'> = { signUp: 'signUps', install: 'installs' };

  // The funnel (the largest part at a million members: an index probe per step and member of the
  // cohort) on connections of its own meanwhile, the cohort split in FUNNEL_PARTS stretches of
  // its sign-up instants, one per connection, summed.
  const funnel = Promise.all(
    splitInstants(start, end, FUNNEL_PARTS).map(([from, to]) =>
      heavyRead(em, (db) => signUpFunnel(db, [sqlDate(db, from), sqlDate(db, to)])),
    ),
  ).then(sumFunnels);
  const figures = heavyRead(em, async (db) => {
    const range = [sqlDate(db, start), sqlDate(db, end)];
    const daily = await db.rows<{ kind: DailyKind; day: string; n: unknown }>(
      dailyFiguresSql(db, start.getTime(), end.getTime()),
      [...range, ...range],
    );
    for (const row of daily) {
      const i = daysBetweenLocalDates(period.from, row.day);
      if (i >= 0 && i < dayCount) days[i]![dayFigure[row.kind]] += Number(row.n);
    }
    const rolled = await rolledUpFigures(db, period.from, period.to);
    for (const day of days) {
      day.activeMembers = rolled.activeByDay.get(day.date) ?? 0;
      day.checkins = rolled.checkinsByDay.get(day.date)?.checkins ?? 0;
      day.relapses = rolled.checkinsByDay.get(day.date)?.relapses ?? 0;
    }

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
      activityCountedTo: rolled.countedTo?.toISOString() ?? null,
      days,
      totals: {
        signUps: sum('signUps'),
        checkins: sum('checkins'),
        relapses: sum('relapses'),
        installs: sum('installs'),
        activeMembers: rolled.activeInPeriod,
        accesses: rolled.accesses,
      },
      accessTypes: sorted(rolled.accessTypes),
      platforms: sorted(rolled.platforms),
    };
  });
  const [answer, steps] = await Promise.all([figures, funnel]);
  return { ...answer, funnel: steps };
}

/** Stretches of the cohort's sign-up instants the funnel is read in, each on its own connection. */
const FUNNEL_PARTS = 2;

/** [start, end) cut into `parts` adjacent stretches. */
function splitInstants(start: Date, end: Date, parts: number): [Date, Date][] {
  const cuts = Array.from({ length: parts + 1 }, (_, i) =>
    i === parts
      ? end
      : new Date(start.getTime() + Math.floor(((end.getTime() - start.getTime()) * i) / parts)),
  );
  return cuts.slice(1).map((to, i) => [cuts[i]!, to]);
}

/** The funnels of adjacent stretches of a cohort, as one. */
function sumFunnels(parts: AdminFunnelStep[][]): AdminFunnelStep[] {
  return parts[0]!.map((step, i) => ({ ...step, count: parts.reduce((n, part) => n + part[i]!.count, 0) }));
}

/**
 * Of the members who signed up in the period, how many completed the assessment, set a goal and
 * made a first check-in (at any time since). Read from the records themselves, not the events,
 * so a step taken offline and synced later still counts. One statement over the cohort, each
 * step an EXISTS per member (an index probe on the step's user_id), never a read of the whole
 * table; one pass over the cohort instead of one per step (2.5× faster at 100,000 members). The
 * cohort is probed in id order: each step's index is keyed by the member first, so consecutive
 * probes land on neighbouring pages (read in sign-up order from `users_client_created_at_id`,
 * they jumped about the indexes and took twice as long at a million members). `offset 0` (and
 * SQLite's `limit -1`) keeps the sort where it is.
 */
export async function signUpFunnel(db: SqlDb, range: unknown[]): Promise<AdminFunnelStep[]> {
  const reached = (table: 'assessments' | 'goals' | 'checkins') =>
    `count(*) filter (where exists (select 1 from ${table} t where t.user_id = u.id))`;
  const [row] = await db.rows<Record<'signed' | 'assessed' | 'goal' | 'checked', unknown>>(
    `select count(*) as signed, ${reached('assessments')} as assessed, ${reached('goals')} as goal,
            ${reached('checkins')} as checked
       from (select id from users where user_type = 'client' and created_at >= ? and created_at < ?
              order by id ${db.sqlite ? 'limit -1' : 'offset 0'}) u`,
    range,
  );
  const counts: Record<AdminFunnelStep['step'], number> = {
    sign_up: Number(row?.signed ?? 0),
    assessment_completed: Number(row?.assessed ?? 0),
    goal_set: Number(row?.goal ?? 0),
    first_checkin: Number(row?.checked ?? 0),
  };
  return (Object.keys(counts) as AdminFunnelStep['step'][]).map((step) => ({
    step,
    label: FUNNEL_LABELS[step],
    count: counts[step],
  }));
}
