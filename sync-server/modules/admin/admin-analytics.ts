import type { EntityManager } from '@mikro-orm/knex';
import type { AdminAnalyticsDto, AdminDailyFigures, AdminFunnelStep } from '../../../shared/admin-api-types';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  localDateOf,
  startOfLocalDay,
} from '../../../shared/domain/zoned';
import { ADMIN_TIME_ZONE, type Period } from '../../../shared/schemas/admin.schema';
import { type SqlDb, sqlDate, toMillis, withConnection } from '../../db/sql';

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

/**
 * The figures of the admin analytics page. Each table is read once with a range on its own
 * timestamp (both engines, plain SQL); rows are put on São Paulo days in JavaScript, which is
 * correct across any offset change and cheap at this scale (a row per access, event and
 * check-in of the period). Only member accounts count ('client'): staff and psychologists
 * using the app are not members.
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
  const indexOf = (date: string) => {
    const i = daysBetweenLocalDates(period.from, date);
    return i >= 0 && i < dayCount ? i : -1;
  };
  const dayIndexOf = (instant: unknown) => indexOf(localDateOf(toMillis(instant), ADMIN_TIME_ZONE));

  return withConnection(em, async (db) => {
    const range = [sqlDate(db, start), sqlDate(db, end)];
    const nonMembers = new Set(
      (await db.rows<{ id: string }>(`select id from users where user_type <> 'client'`, [])).map(
        (r) => r.id,
      ),
    );
    const isMember = (id: string | null): id is string => id !== null && !nonMembers.has(id);

    // Active members: distinct (member, day) pairs from accesses, events and check-ins.
    const active = days.map(() => new Set<string>());
    const everActive = new Set<string>();
    const markActive = (userId: string | null, at: unknown) => {
      if (!isMember(userId)) return;
      const i = dayIndexOf(at);
      if (i < 0) return;
      active[i]!.add(userId);
      everActive.add(userId);
    };

    const accesses = await db.rows<{
      user_id: string | null;
      platform: string;
      access_type: string;
      started_at: unknown;
    }>(
      'select user_id, platform, access_type, started_at from pwa_accesses where started_at >= ? and started_at < ?',
      range,
    );
    const platforms = new Map<string, number>();
    const accessTypes = new Map<string, number>();
    for (const a of accesses) {
      markActive(a.user_id, a.started_at);
      platforms.set(a.platform, (platforms.get(a.platform) ?? 0) + 1);
      accessTypes.set(a.access_type, (accessTypes.get(a.access_type) ?? 0) + 1);
    }
    const events = await db.rows<{ user_id: string | null; created_at: unknown }>(
      'select user_id, created_at from analytics_events where user_id is not null and created_at >= ? and created_at < ?',
      range,
    );
    for (const e of events) markActive(e.user_id, e.created_at);
    const recorded = await db.rows<{ user_id: string; recorded_at: unknown }>(
      'select user_id, recorded_at from checkins where recorded_at >= ? and recorded_at < ?',
      range,
    );
    for (const c of recorded) markActive(c.user_id, c.recorded_at);
    days.forEach((d, i) => {
      d.activeMembers = active[i]!.size;
    });

    // Check-ins and relapses on the day they are about.
    const checkins = await db.rows<{ date: string; had_relapse: unknown; n: unknown }>(
      'select date, had_relapse, count(*) as n from checkins where date >= ? and date <= ? group by date, had_relapse',
      [period.from, period.to],
    );
    for (const c of checkins) {
      const i = indexOf(c.date);
      if (i < 0) continue;
      const n = Number(c.n);
      days[i]!.checkins += n;
      if (c.had_relapse === true || Number(c.had_relapse) === 1) days[i]!.relapses += n;
    }

    const signUps = await db.rows<{ created_at: unknown }>(
      `select created_at from users where user_type = 'client' and created_at >= ? and created_at < ?`,
      range,
    );
    for (const u of signUps) {
      const i = dayIndexOf(u.created_at);
      if (i >= 0) days[i]!.signUps++;
    }
    const installs = await db.rows<{ created_at: unknown }>(
      'select created_at from pwa_installs where created_at >= ? and created_at < ?',
      range,
    );
    for (const row of installs) {
      const i = dayIndexOf(row.created_at);
      if (i >= 0) days[i]!.installs++;
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
      days,
      totals: {
        signUps: sum('signUps'),
        checkins: sum('checkins'),
        relapses: sum('relapses'),
        installs: sum('installs'),
        activeMembers: everActive.size,
        accesses: accesses.length,
      },
      accessTypes: sorted(accessTypes),
      platforms: sorted(platforms),
      funnel: await funnel(db, range),
    };
  });
}

/**
 * Of the members who signed up in the period, how many completed the assessment, set a goal and
 * made a first check-in (at any time since). Read from the records themselves, not the events,
 * so a step taken offline and synced later still counts.
 */
async function funnel(db: SqlDb, range: unknown[]): Promise<AdminFunnelStep[]> {
  const cohort = `select id from users where user_type = 'client' and created_at >= ? and created_at < ?`;
  const reached = async (table: string) => {
    const [row] = await db.rows<{ n: unknown }>(
      `select count(distinct user_id) as n from ${table} where user_id in (${cohort})`,
      range,
    );
    return Number(row?.n ?? 0);
  };
  const [signedUp] = await db.rows<{ n: unknown }>(`select count(*) as n from (${cohort}) cohort`, range);
  const counts: Record<AdminFunnelStep['step'], number> = {
    sign_up: Number(signedUp?.n ?? 0),
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
