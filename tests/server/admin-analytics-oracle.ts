import type { EntityManager } from '@mikro-orm/knex';
import type { AdminAnalyticsDto, AdminDailyFigures } from '../../shared/admin-api-types';
import { addDaysToLocalDate, daysBetweenLocalDates, localDateOf } from '../../shared/domain/zoned';
import { ADMIN_TIME_ZONE, type Period } from '../../shared/schemas/admin.schema';
import { sqlDate, toMillis, withConnection } from '../../sync-server/db/sql';
import { periodBounds } from '../../sync-server/modules/admin/admin-analytics';

/**
 * The test oracle for admin analytics: the grouping the server did in JavaScript before issue 18
 * (every access, event and check-in of the period read, each put on its São Paulo day with
 * `shared/domain/zoned`). The server now groups in SQL; the property test holds it to this.
 * Everything but the funnel (the funnel's queries did not change) and the rollup's watermark.
 */
export async function analyticsInJavaScript(
  em: EntityManager,
  period: Period,
): Promise<Omit<AdminAnalyticsDto, 'funnel' | 'activityCountedTo'>> {
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

    const checkins = await db.rows<{ date: string; had_relapse: unknown }>(
      'select date, had_relapse from checkins where date >= ? and date <= ?',
      [period.from, period.to],
    );
    for (const c of checkins) {
      const i = indexOf(c.date);
      if (i < 0) continue;
      days[i]!.checkins++;
      if (c.had_relapse === true || Number(c.had_relapse) === 1) days[i]!.relapses++;
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
      days.reduce((t, d) => t + d[key], 0);
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
    };
  });
}
