import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import type { DashboardDto, HistoryItemDto } from '../../shared/api-types';
import { TERMS_VERSION } from '../../shared/constants';
import { weekStartOf } from '../../shared/domain/zoned';
import { MedalAwardSchema } from '../../sync-server/modules/medals/medal-award.entity';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { expectNoSecretsIn, type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { backdateJourney, checkin, push, relapse, today, ZONE } from './core-loop-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const medalKeys = async (userId: string) =>
  (await server.em().find(MedalAwardSchema, { userId })).map((m) => m.medalKey).sort();

/**
 * The known scenario: weekly spend R$ 70 (R$ 10 a day) since an assessment 10 days ago, one
 * relapse of R$ 15 three days ago.
 */
async function memberWithHistory(): Promise<SignedIn & { relapseRecord: Record<string, unknown> }> {
  const member = await signUp(server, { name: 'Carla Dias' });
  expect((await member.client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 70 })).status).toBe(201);
  await backdateJourney(server, member.user.id, 10);
  const relapseRecord = relapse(3, 15);
  expect(await push(member.client, [relapseRecord])).toEqual([{ id: relapseRecord.id, status: 'stored' }]);
  return { ...member, relapseRecord };
}

describe('GET /api/dashboard/{userId}', () => {
  it('answers the authoritative numbers for a known scenario', async () => {
    const { client, user, relapseRecord } = await memberWithHistory();
    const res = await client.get<DashboardDto>(api.dashboard(user.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const inThisWeek = String(relapseRecord.date) >= weekStartOf(today(), ZONE);
    expect(res.body).toMatchObject({
      user: { id: user.id, name: 'Carla Dias' },
      daysSinceStart: 10,
      streakStartTime: relapseRecord.recordedAt,
      currentStreak: 3,
      bestStreak: 7,
      // R$ 10 a day × 10 days − R$ 15 spent.
      moneySaved: 85,
      averageDailySpend: 10,
      assessment: { daysPerWeek: 3, weeklySpending: 70, pgsiScore: null },
      goal: null,
      thisWeek: {
        bettingDays: inThisWeek ? 1 : 0,
        spent: inThisWeek ? 15 : 0,
        weekStart: weekStartOf(today(), ZONE),
      },
    });
    expect(res.body.recentAchievements.map((a) => a.key).sort()).toEqual(
      ['checkins-1', 'courage', 'savings-50', 'streak-1', 'streak-3', 'streak-7'].sort(),
    );
    for (const achievement of res.body.recentAchievements) {
      expect(achievement).toEqual({
        key: achievement.key,
        icon: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
        earnedAt: expect.any(String),
      });
    }
  });

  it('keeps medals once earned: a new relapse resets the streak, not the medals', async () => {
    const { client, user } = await memberWithHistory();
    const before = await medalKeys(user.id);
    await push(client, [relapse(0, 5)]);
    const dashboard = await client.get<DashboardDto>(api.dashboard(user.id));
    expect(dashboard.body.currentStreak).toBe(0);
    expect(dashboard.body.bestStreak).toBe(7);
    expect(dashboard.body.moneySaved).toBe(80);
    expect(await medalKeys(user.id)).toEqual(before);
  });
});

describe('GET /api/history, /api/mood-data and /api/latest-medal for {userId}', () => {
  it('answer the spec shapes', async () => {
    const { client, user, relapseRecord } = await memberWithHistory();
    await push(client, [checkin({ mood: 5 })]);

    const history = await client.get<HistoryItemDto[]>(api.history(user.id));
    expect(history.status).toBe(200);
    const types = history.body.map((i) => i.type);
    expect(types).toContain('account_created');
    expect(types).toContain('current_streak');
    const relapseItem = history.body.find((i) => i.type === 'relapse');
    expect(relapseItem).toMatchObject({ icon: expect.any(String), streakDays: 7 });
    expect(relapseItem?.description).toContain('R$ 15,00');
    expect(history.body.find((i) => i.type === 'current_streak')?.streakDays).toBe(3);

    const mood = await client.get(api.moodData(user.id));
    expect(mood.status).toBe(200);
    expect(mood.body).toEqual([
      { date: relapseRecord.date, mood: 2, hadRelapse: true, amountSpent: 15 },
      { date: today(), mood: 5, hadRelapse: false, amountSpent: 0 },
    ]);

    const latest = await client.get(api.latestMedal(user.id));
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual({ icon: expect.any(String), title: expect.any(String) });
  });

  it('answer empty shapes for a new member (latest medal is JSON null)', async () => {
    const { client, user } = await signUp(server);
    expect((await client.get(api.moodData(user.id))).body).toEqual([]);
    const latest = await client.get(api.latestMedal(user.id));
    expect(latest.status).toBe(200);
    expect(latest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(latest.text).toBe('null');
    const dashboard = await client.get<DashboardDto>(api.dashboard(user.id));
    expect(dashboard.body).toMatchObject({
      moneySaved: 0,
      currentStreak: 0,
      assessment: null,
      recentAchievements: [],
    });
  });
});

describe('medals', () => {
  it("award-missing-medals gives what time earned since the last write: '1 medalha'", async () => {
    const { client, user } = await signUp(server);
    await client.post(api.assessment, { daysPerWeek: 7, weeklySpending: 70 });
    await backdateJourney(server, user.id, 1);
    const res = await client.post(api.awardMissingMedals(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: '1 medalha', count: 1 });
    expect(await medalKeys(user.id)).toEqual(['streak-1']);
    expect((await client.post(api.awardMissingMedals(user.id))).body).toEqual({
      message: '0 medalhas',
      count: 0,
    });
  });

  it("counts several in the message: '3 medalhas'", async () => {
    const { client, user } = await memberWithHistory();
    // 40 days since the assessment: best streak 37 (14 and 30 days), R$ 385 saved (R$ 100).
    await backdateJourney(server, user.id, 40);
    const res = await client.post(api.awardMissingMedals(user.id));
    expect(res.body).toEqual({ message: '3 medalhas', count: 3 });
    expect(await medalKeys(user.id)).toEqual(
      [
        'checkins-1',
        'courage',
        'savings-100',
        'savings-50',
        'streak-1',
        'streak-14',
        'streak-3',
        'streak-30',
        'streak-7',
      ].sort(),
    );
  });

  it('award-wind-medal gives the wind medal once, whatever else the member holds', async () => {
    const { client, user } = await memberWithHistory();
    const first = await client.post(api.awardWindMedal(user.id));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      key: 'wind',
      icon: '🌪️',
      title: 'Medalha do Vento',
      description: expect.any(String),
      earnedAt: expect.any(String),
    });
    const again = await client.post(api.awardWindMedal(user.id));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await medalKeys(user.id)).filter((k) => k === 'wind')).toHaveLength(1);
  });

  it('award-wind-medal works for a member with nothing yet, then shows as the latest medal', async () => {
    const { client, user } = await signUp(server);
    expect((await client.post(api.awardWindMedal(user.id))).status).toBe(201);
    expect((await client.get(api.latestMedal(user.id))).body).toEqual({
      icon: '🌪️',
      title: 'Medalha do Vento',
    });
    expect(
      (await client.get<DashboardDto>(api.dashboard(user.id))).body.recentAchievements.map((a) => a.key),
    ).toEqual(['wind']);
  });

  it('latest-medal is the newest award: the wind medal, then a medal recovered after it', async () => {
    const { client, user } = await memberWithHistory();
    const held = await medalKeys(user.id);
    expect(held.length).toBeGreaterThan(0);
    expect((await client.post(api.awardWindMedal(user.id))).status).toBe(201);
    expect((await client.get(api.latestMedal(user.id))).body).toEqual({
      icon: '🌪️',
      title: 'Medalha do Vento',
    });
    // Thirty more days: 'Recuperar medalhas' gives what they earned, after the wind medal.
    await backdateJourney(server, user.id, 40);
    const recovered = await client.post(api.awardMissingMedals(user.id));
    expect(recovered.body.count).toBeGreaterThan(0);
    const newest = (await client.get<DashboardDto>(api.dashboard(user.id))).body.recentAchievements[0]!;
    expect(held).not.toContain(newest.key);
    expect(newest.key).not.toBe('wind');
    expect((await client.get(api.latestMedal(user.id))).body).toEqual({
      icon: newest.icon,
      title: newest.title,
    });
  });
});

describe('access to /api/…/{userId}', () => {
  const routes = [
    ['GET', api.dashboard],
    ['GET', api.history],
    ['GET', api.moodData],
    ['GET', api.latestMedal],
    ['POST', api.awardMissingMedals],
    ['POST', api.awardWindMedal],
  ] as const;
  let owner: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    owner = await signUp(server);
    stranger = await signUp(server);
  });

  it.each(routes)('%s %s: anonymous → 401', async (method, path) => {
    const res = await server.client().request(method, path(owner.user.id));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not-signed-in');
  });

  it.each(routes)("%s %s: another member's id → 404, like an unknown one", async (method, path) => {
    const foreign = await stranger.client.request(method, path(owner.user.id));
    const unknown = await stranger.client.request(method, path(randomUUID()));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'not-found', message: 'Não encontrado.' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(foreign.body);
  });

  it("leaves the owner's data untouched by a stranger's award calls", async () => {
    await stranger.client.post(api.awardWindMedal(owner.user.id));
    expect(await medalKeys(owner.user.id)).toEqual([]);
  });
});

describe('GET /api/community-stats', () => {
  let community: TestServer;
  beforeAll(async () => {
    community = await startTestServer();
  });
  afterAll(() => community?.close());

  it("sums the members' progress: money saved in reais and current streaks", async () => {
    const empty = await community.request('GET', api.communityStats);
    expect(empty.body).toEqual({ totalUsers: 0, totalMoneySaved: 0, totalDaysWithoutBetting: 0 });

    // R$ 85 saved and a 3-day streak (the known scenario), and a member with nothing yet.
    const a = await signUp(community);
    await a.client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 70 });
    await backdateJourney(community, a.user.id, 10);
    await push(a.client, [relapse(3, 15)]);
    await signUp(community);
    // A psychologist's numbers are not the community's.
    const em = community.em();
    const psychologistId = randomUUID();
    em.create(UserSchema, {
      id: psychologistId,
      email: 'psi@exemplo.com',
      name: 'Psi',
      passwordHash: 'x',
      userType: 'psychologist',
      timezone: ZONE,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date(),
      createdAt: new Date(),
      lastAccessAt: null,
    });
    await em.flush();
    await em.getConnection().execute(
      `insert into user_progress (user_id, sync_version, money_saved_cents, days_without_betting, current_streak,
           best_streak, updated_at) values (?, 1, 999900, 99, 99, 99, ?)`,
      [psychologistId, em.getPlatform().processDateProperty(new Date())],
      'run',
    );

    const res = await community.request('GET', api.communityStats);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalUsers: 2, totalMoneySaved: 85, totalDaysWithoutBetting: 3 });
    expectNoSecretsIn(community);
  });
});
