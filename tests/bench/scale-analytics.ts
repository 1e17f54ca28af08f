/**
 * Issue 18, part 5: `GET /api/admin/analytics` for the last 30 days (the page's default) and the
 * first page of `GET /api/admin/medal-emails` for the same period, at BENCH_SCALE_MEMBERS members
 * (default 10,000) seeded by demo:seed-scale, through one app instance as the admin page asks.
 * The activity figures come from the rollup (the seed leaves it caught up; a round before the
 * measure counts whatever is left, timed apart), the others are grouped by the database; the
 * answer is a row per day and figure whatever the size. Each part of the answer is also timed on
 * its own, straight on the database, to say which one costs what.
 */
import type { EntityManager } from '@mikro-orm/knex';
import { api } from '../../shared/api';
import { addDaysToLocalDate, todayIn } from '../../shared/domain/zoned';
import { ADMIN_TIME_ZONE, type Period } from '../../shared/schemas/admin.schema';
import { initORM } from '../../sync-server/db/orm';
import { sqlDate, withConnection } from '../../sync-server/db/sql';
import { dailyFiguresSql, periodBounds, signUpFunnel } from '../../sync-server/modules/admin/admin-analytics';
import { runAnalyticsRollupRound } from '../../sync-server/modules/admin/analytics-rollup';
import { rolledUpFigures } from '../../sync-server/modules/admin/analytics-rollup-read';
import { type ScaleClient, scaleDatabase, scaleMembers, startScaleApps } from './scale-db';
import { medianAndP95 } from './stats';

const WARM_UP = 2;
const ROUNDS = Number(process.env.BENCH_SCALE_ANALYTICS_ROUNDS ?? 20);

export interface ScaleAnalyticsResult {
  members: number;
  reused: boolean;
  rounds: number;
  analytics: { median: number; p95: number };
  medalEmails: { median: number; p95: number };
  /** The rollup round run before measuring (what the seed had not counted), and its chunks. */
  rollupTopUp: { ms: number; chunks: number };
  /** Each part of the analytics answer alone, on the database (median of PART_ROUNDS). */
  parts: { liveDailyMs: number; rollupReadMs: number; funnelMs: number };
  /** What the period held, so the figure says how much was grouped. */
  period: { activeMembers: number; accesses: number; checkins: number; medals: number };
}

async function timedGet(client: ScaleClient, path: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await client.get(path);
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return { ms, body };
}

export async function scaleAnalyticsBenchmark(): Promise<ScaleAnalyticsResult> {
  const { url, members, reused } = await scaleDatabase({ members: scaleMembers() });
  const apps = await startScaleApps(url);
  try {
    const em = apps.apps[0]!.orm.em.fork() as EntityManager;
    const topUpStarted = performance.now();
    const round = await runAnalyticsRollupRound(em, { lagMs: 0 });
    const rollupTopUp = { ms: performance.now() - topUpStarted, chunks: round.chunks };
    const admin = await apps.admin();
    const to = todayIn(ADMIN_TIME_ZONE);
    const from = addDaysToLocalDate(to, -29);
    const analyticsPath = api.adminAnalytics(from, to);
    const medalsPath = api.adminMedalEmails(from, to);
    for (let i = 0; i < WARM_UP; i++) {
      await timedGet(admin, analyticsPath);
      await timedGet(admin, medalsPath);
    }
    const analytics: number[] = [];
    const medalEmails: number[] = [];
    let last: { totals: { activeMembers: number; accesses: number; checkins: number } } | undefined;
    let medals = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const a = await timedGet(admin, analyticsPath);
      analytics.push(a.ms);
      last = a.body as typeof last;
      const m = await timedGet(admin, medalsPath);
      medalEmails.push(m.ms);
      medals = (m.body as { total: number }).total;
    }
    const parts = await timeParts(url, { from, to });
    return {
      members,
      reused,
      rounds: ROUNDS,
      analytics: medianAndP95(analytics),
      medalEmails: medianAndP95(medalEmails),
      rollupTopUp,
      parts,
      period: {
        activeMembers: last?.totals.activeMembers ?? 0,
        accesses: last?.totals.accesses ?? 0,
        checkins: last?.totals.checkins ?? 0,
        medals,
      },
    };
  } finally {
    await apps.close();
  }
}

const PART_ROUNDS = 5;

/** The analytics answer's parts one by one, on their own connection (median of PART_ROUNDS). */
async function timeParts(url: string, period: Period): Promise<ScaleAnalyticsResult['parts']> {
  const orm = await initORM(url, { migrate: false });
  try {
    const em = orm.em.fork() as EntityManager;
    const { start, end } = periodBounds(period);
    const median = async (part: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < PART_ROUNDS; i++) {
        const started = performance.now();
        await part();
        samples.push(performance.now() - started);
      }
      return medianAndP95(samples).median;
    };
    return await withConnection(em, async (db) => {
      const range = [sqlDate(db, start), sqlDate(db, end)];
      return {
        liveDailyMs: await median(() =>
          db.rows(dailyFiguresSql(db, start.getTime(), end.getTime()), [...range, ...range]),
        ),
        rollupReadMs: await median(() => rolledUpFigures(db, period.from, period.to)),
        funnelMs: await median(() => signUpFunnel(db, range)),
      };
    });
  } finally {
    await orm.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  scaleAnalyticsBenchmark().then(
    (result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
