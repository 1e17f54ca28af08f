/**
 * Issue 18, part 5: `GET /api/admin/analytics` for the last 30 days (the page's default) and the
 * first page of `GET /api/admin/medal-emails` for the same period, at BENCH_SCALE_MEMBERS members
 * (default 10,000) seeded by demo:seed-scale, through one app instance as the admin page asks.
 * The database groups the records; the answer is a row per day and figure whatever the size.
 */
import { api } from '../../shared/api';
import { addDaysToLocalDate, todayIn } from '../../shared/domain/zoned';
import { ADMIN_TIME_ZONE } from '../../shared/schemas/admin.schema';
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
    return {
      members,
      reused,
      rounds: ROUNDS,
      analytics: medianAndP95(analytics),
      medalEmails: medianAndP95(medalEmails),
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
