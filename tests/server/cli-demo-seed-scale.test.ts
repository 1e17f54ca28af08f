import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { api } from '../../shared/api';
import type { DashboardDto, HistoryItemDto, SyncPullResponse } from '../../shared/api-types';
import { DEFAULT_TIMEZONE } from '../../shared/constants';
import { HISTORY_LIMIT } from '../../shared/domain/history';
import { computeProgress } from '../../shared/domain/progress';
import { lastSentDateOnSave, nextReminderDueMs } from '../../shared/domain/reminder-schedule';
import { addDaysToLocalDate, todayIn } from '../../shared/domain/zoned';
import type { PsychologistOverviewDto } from '../../shared/psychologist-api-types';
import {
  CLIENTS_PER_PSYCHOLOGIST,
  SCALE_ADMIN_EMAIL,
  SCALE_PASSWORD,
  SCALE_PSYCHOLOGISTS,
  type ScaleSeedSummary,
  scaleMemberEmail,
  scalePsychologistEmail,
} from '../../sync-server/cli/commands/scale-seed/seed-scale';
import { toMillis, withConnection } from '../../sync-server/db/sql';
import { loadMemberFacts } from '../../sync-server/modules/progress/member-facts';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { analyticsInJavaScript } from './admin-analytics-oracle';
import { type CliHarness, json, startCliHarness } from './cli-helpers';

const MEMBERS = 300;
const ENDPOINT = 'http://127.0.0.1:8790/push';
type Summary = ScaleSeedSummary & { seededAt: string };

let h: CliHarness;
let seed: Summary;
beforeAll(async () => {
  h = await startCliHarness();
  seed = json<Summary>(
    await h.cli(
      'demo:seed-scale',
      '--members',
      String(MEMBERS),
      '--reminder-time',
      '21:00',
      '--push-endpoint',
      `${ENDPOINT}/`,
      '--json',
    ),
  );
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const rowsOf = <T>(sql: string, params: unknown[] = []) =>
  withConnection(h.server.em(), (db) => db.rows<T>(sql, params));
const countOf = async (table: string, where = '') =>
  Number((await rowsOf<{ n: number | string }>(`select count(*) as n from ${table} ${where}`))[0]!.n);

async function signIn(email: string) {
  const client = h.server.client();
  const res = await client.post(api.authLogin, { email, password: SCALE_PASSWORD });
  expect(res.status, res.text).toBe(200);
  return { client, user: res.body.user as { id: string } };
}

describe('support CLI: demo:seed-scale', () => {
  it('reports the rows it inserted, and the tables hold them', async () => {
    expect(seed).toMatchObject({
      members: MEMBERS,
      firstMember: 1,
      lastMember: MEMBERS,
      totalMembers: MEMBERS,
    });
    const staff = 1 + SCALE_PSYCHOLOGISTS;
    expect(seed.rows.users).toBe(MEMBERS + staff);
    for (const [table, rows] of Object.entries(seed.rows)) expect(await countOf(table), table).toBe(rows);
    expect(await countOf('users', `where user_type = 'client'`)).toBe(MEMBERS);
    for (const table of ['assessments', 'user_progress', 'reminder_settings', 'push_subscriptions'])
      expect(seed.rows[table], table).toBe(MEMBERS);
    // Both kinds of goal; a year of check-ins for one member in ten, fewer for the rest.
    expect(await countOf('goals', `where type = 'reduction'`)).toBe(MEMBERS);
    expect(await countOf('goals', `where type = 'cessation'`)).toBeGreaterThan(MEMBERS / 3);
    const perMember = await rowsOf<{ n: number | string }>(
      'select count(*) as n from checkins group by user_id order by count(*) desc',
    );
    expect(perMember.filter((r) => Number(r.n) > 300)).toHaveLength(MEMBERS / 10);
    expect(Number(perMember.at(-1)!.n)).toBeLessThanOrEqual(14);
    expect(await countOf('checkins', 'where had_relapse = true')).toBeGreaterThan(100);
    expect(seed.rows.medal_awards).toBeGreaterThan(MEMBERS);
    expect(seed.rows.pwa_accesses).toBeGreaterThan(MEMBERS);
    expect(seed.rows.analytics_events).toBeGreaterThan(MEMBERS);
    expect(seed.rows.sharing_grants).toBe(SCALE_PSYCHOLOGISTS * CLIENTS_PER_PSYCHOLOGIST);
  });

  it('stores each member progress snapshot as the domain computes it from their records', async () => {
    const em = h.server.em();
    const users = await em.find(UserSchema, { userType: 'client' });
    const snapshots = new Map(
      (
        await rowsOf<Record<string, unknown>>(
          'select user_id, sync_version, money_saved_cents, current_streak, best_streak, days_without_betting from user_progress',
        )
      ).map((r) => [String(r.user_id), r]),
    );
    const at = new Date(seed.seededAt);
    let relapsed = 0;
    for (const user of users) {
      const facts = await loadMemberFacts(em.fork(), user);
      const progress = computeProgress(facts, at);
      const row = snapshots.get(user.id)!;
      expect(
        {
          money: Number(row.money_saved_cents),
          current: Number(row.current_streak),
          best: Number(row.best_streak),
          days: Number(row.days_without_betting),
        },
        user.email,
      ).toEqual({
        money: progress.moneySavedCents,
        current: progress.currentStreak,
        best: progress.bestStreak,
        days: progress.currentStreak,
      });
      // The member's next write takes versions above every stored check-in's.
      const versions = facts.checkins.map((c) => c.version);
      expect(Number(row.sync_version)).toBe(versions.length ? Math.max(...versions) : 0);
      if (progress.relapseCount) relapsed++;
    }
    expect(relapsed).toBeGreaterThan(20);
  });

  it('lets a seeded member sign in and read the dashboard, the pull and the history', async () => {
    const { client, user } = await signIn(scaleMemberEmail(10));
    const dashboard = await client.get<DashboardDto>(api.dashboard(user.id));
    expect(dashboard.status, dashboard.text).toBe(200);
    const [row] = await rowsOf<Record<string, unknown>>(
      'select current_streak, best_streak, money_saved_cents from user_progress where user_id = ?',
      [user.id],
    );
    expect(dashboard.body.bestStreak).toBe(Number(row!.best_streak));
    expect(dashboard.body.currentStreak).toBeGreaterThanOrEqual(Number(row!.current_streak));
    expect(dashboard.body.user.id).toBe(user.id);

    const pull = await client.get<SyncPullResponse>(api.syncPull(0));
    expect(pull.status, pull.text).toBe(200);
    const checkins = pull.body.records.filter((r) => !('type' in r) || r.type === 'checkin');
    expect(checkins).toHaveLength(await countOf('checkins', `where user_id = '${user.id}'`));
    expect(checkins.length).toBeGreaterThan(300);
    const today = todayIn('America/Sao_Paulo');
    const dates = checkins.map((c) => (c as { date: string }).date).sort();
    expect(dates.at(-1)).toBe(addDaysToLocalDate(today, -1));
    expect(dates[0]).toBe(addDaysToLocalDate(today, -365));

    const history = await client.get<HistoryItemDto[]>(api.history(user.id));
    expect(history.status, history.text).toBe(200);
    // A year of records fills the history's page (the newest HISTORY_LIMIT items).
    expect(history.body).toHaveLength(HISTORY_LIMIT);
  });

  it('gives every psychologist the same number of consenting clients, and the admin its analytics', async () => {
    const { client } = await signIn(scalePsychologistEmail(SCALE_PSYCHOLOGISTS));
    const overview = await client.get<PsychologistOverviewDto>(api.psychologistOverview);
    expect(overview.status, overview.text).toBe(200);
    expect(overview.body.status).toBe('approved');
    expect(overview.body.clients).toHaveLength(CLIENTS_PER_PSYCHOLOGIST);

    const admin = await signIn(SCALE_ADMIN_EMAIL);
    const today = todayIn('America/Sao_Paulo');
    const analytics = await admin.client.get(api.adminAnalytics(addDaysToLocalDate(today, -30), today));
    expect(analytics.status, analytics.text).toBe(200);
    const active = (analytics.body.days as { activeMembers: number }[]).map((d) => d.activeMembers);
    expect(Math.max(...active)).toBeGreaterThan(10);
    // The seed ended with the rollup caught up: the activity figures are the records' own.
    const { funnel, activityCountedTo, ...figures } = analytics.body;
    expect(figures).toEqual(
      await analyticsInJavaScript(h.server.em(), { from: analytics.body.from, to: today }),
    );
    expect(Date.parse(activityCountedTo)).toBeGreaterThan(Date.parse(seed.seededAt) - 2 * 60_000);
    expect(seed.analyticsRollupSeconds).toBeGreaterThan(0);
  });

  it('schedules every reminder at --reminder-time and subscribes each member with keys web-push encrypts to', async () => {
    expect(await countOf('reminder_settings', `where time = '21:00' and enabled = true`)).toBe(MEMBERS);
    // Due and claimed as the member's own save at the seed's instant would leave them.
    const seededAt = new Date(seed.seededAt).getTime();
    const lastSent = lastSentDateOnSave('21:00', DEFAULT_TIMEZONE, seededAt, null);
    const reminders = await rowsOf<{ last_sent_date: string | null; next_due_at: unknown }>(
      'select last_sent_date, next_due_at from reminder_settings',
    );
    for (const r of reminders) {
      expect(r.last_sent_date).toBe(lastSent);
      expect(toMillis(r.next_due_at)).toBe(nextReminderDueMs('21:00', DEFAULT_TIMEZONE, seededAt, lastSent));
    }
    const subscriptions = await rowsOf<{ endpoint: string; p256dh: string; auth: string; email: string }>(
      'select s.endpoint, s.p256dh, s.auth, u.email from push_subscriptions s join users u on u.id = s.user_id',
    );
    expect(subscriptions).toHaveLength(MEMBERS);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    for (const s of subscriptions) {
      const n = /^membro(\d+)@/.exec(s.email)![1];
      expect(s.endpoint).toBe(`${ENDPOINT}/${n}`);
      const point = Buffer.from(s.p256dh, 'base64url');
      expect(point).toHaveLength(65);
      expect(point[0]).toBe(4);
      expect(Buffer.from(s.auth, 'base64url')).toHaveLength(16);
    }
    for (const s of new Map(subscriptions.map((x) => [x.p256dh, x])).values()) {
      // A point off the curve throws here.
      expect(ecdh.computeSecret(Buffer.from(s.p256dh, 'base64url'))).toHaveLength(32);
      const encrypted = webpush.encrypt(s.p256dh, s.auth, 'Hora do seu check-in', 'aes128gcm');
      expect(encrypted.cipherText.length).toBeGreaterThan(0);
    }
  });

  it('refuses a database that holds members unless --yes, then adds members after the last one', async () => {
    const refused = await h.cli('demo:seed-scale', '--members', '5');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('já tem 300 membros');
    expect(refused.stderr).toContain('--yes');
    expect(await countOf('users', `where user_type = 'client'`)).toBe(MEMBERS);

    const more = json<Summary>(await h.cli('demo:seed-scale', '--members', '5', '--yes', '--json'));
    expect(more).toMatchObject({
      firstMember: MEMBERS + 1,
      lastMember: MEMBERS + 5,
      totalMembers: MEMBERS + 5,
    });
    expect(more.rows.users).toBe(5);
    expect(await countOf('users', `where user_type = 'client'`)).toBe(MEMBERS + 5);
    const { client, user } = await signIn(scaleMemberEmail(MEMBERS + 5));
    expect((await client.get(api.dashboard(user.id))).status).toBe(200);
  });

  it('refuses a missing or malformed member count and reminder time', async () => {
    for (const argv of [
      ['--members', '0'],
      ['--members', 'muitos'],
      ['--members', '10', '--reminder-time', '25:00'],
    ]) {
      const run = await h.cli('demo:seed-scale', ...argv, '--yes');
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stderr).toContain('Uso: npm run cli -- demo:seed-scale');
    }
  });
});
