import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { DEMO_DAYS, DEMO_MEMBER, DEMO_PSYCHOLOGIST } from '../../sync-server/cli/commands/demo-seed';
import { CheckinSchema } from '../../sync-server/modules/checkins/checkin.entity';
import { GoalSchema } from '../../sync-server/modules/goals/goal.entity';
import { MedalAwardSchema } from '../../sync-server/modules/medals/medal-award.entity';
import { type CliHarness, json, startCliHarness } from './cli-helpers';
import { bumpVersion, DAY_MS, daysAgo, today } from './core-loop-helpers';

let h: CliHarness;
beforeAll(async () => {
  h = await startCliHarness();
});
afterAll(async () => {
  await h?.close();
});

interface SeedResult {
  member: {
    email: string;
    password: string;
    status: string;
    checkinsAdded: number;
    checkins: number;
    medals: number;
  };
  psychologist: { email: string; password: string; status: string };
  grant: string;
}

async function signIn(email: string, password: string) {
  const client = h.server.client();
  const res = await client.post(api.authLogin, { email, password });
  expect(res.status, res.text).toBe(200);
  return { client, user: res.body.user as { id: string } };
}

describe('support CLI: demo:seed', () => {
  it('creates a demo member with 120 days of history and an approved psychologist they share with', async () => {
    const first = json<SeedResult>(await h.cli('demo:seed', '--json'));
    expect(first).toMatchObject({
      member: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, status: 'created' },
      psychologist: { email: DEMO_PSYCHOLOGIST.email, status: 'created' },
      grant: 'created',
    });
    expect(first.member.checkinsAdded).toBe(first.member.checkins);
    expect(first.member.checkins).toBeGreaterThan(100);
    expect(first.member.checkins).toBeLessThanOrEqual(DEMO_DAYS);

    const member = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const em = h.server.em();
    const checkins = await em.find(CheckinSchema, { userId: member.user.id }, { orderBy: { date: 'asc' } });
    expect(checkins[0]!.date).toBe(daysAgo(DEMO_DAYS));
    expect(checkins.at(-1)!.date < today()).toBe(true);
    const relapses = checkins.filter((c) => c.hadRelapse);
    expect(relapses.length).toBeGreaterThanOrEqual(3);
    expect(relapses.every((r) => r.amountSpentCents > 0)).toBe(true);
    expect(new Set(checkins.map((c) => c.mood)).size).toBeGreaterThanOrEqual(4);
    expect(checkins.filter((c) => c.notes).length).toBeGreaterThan(10);
    const goals = await em.find(GoalSchema, { userId: member.user.id }, { orderBy: { setAt: 'asc' } });
    expect(goals.map((g) => g.type)).toEqual(['reduction', 'cessation']);

    // Numbers and medals come from the normal write path: streak since the last relapse, medals
    // dated when they were earned.
    const dashboard = (await member.client.get(api.dashboard(member.user.id))).body;
    expect(dashboard.currentStreak).toBeGreaterThanOrEqual(60);
    const medals = await em.find(MedalAwardSchema, { userId: member.user.id });
    expect(medals.length).toBe(first.member.medals);
    expect(medals.map((m) => m.medalKey)).toEqual(expect.arrayContaining(['streak-7', 'streak-30']));
    expect(medals.some((m) => m.earnedAt.getTime() < Date.now() - 30 * DAY_MS)).toBe(true);

    // The psychologist is listed, and sees the member within the granted scopes.
    const psychologist = await signIn(DEMO_PSYCHOLOGIST.email, DEMO_PSYCHOLOGIST.password);
    const listed = (await member.client.get(api.therapists)).body as { crp: string; bio: string }[];
    expect(listed.find((t) => t.crp === DEMO_PSYCHOLOGIST.crp)?.bio).toBeTruthy();
    const overview = await psychologist.client.get(api.psychologistOverview);
    expect(overview.status, overview.text).toBe(200);
    expect(JSON.stringify(overview.body)).toContain(DEMO_MEMBER.name);
    const grants = (await member.client.get(api.sharing)).body as { scopes: string[] }[];
    expect(grants).toEqual([expect.objectContaining({ scopes: ['progress', 'checkins'] })]);
  });

  it('can be run again: nothing is duplicated, missing days and a revoked share are restored', async () => {
    const again = json<SeedResult>(await h.cli('demo:seed', '--json'));
    expect(again).toMatchObject({
      member: { status: 'refreshed', checkinsAdded: 0 },
      psychologist: { status: 'exists' },
      grant: 'exists',
    });
    const text = await h.cli('demo:seed');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('já existia e estava em dia; nada alterado');
    expect(text.stdout).toContain(DEMO_MEMBER.password);

    // Days pass (the latest check-ins are missing again) and the member revoked the share.
    const member = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const em = h.server.em();
    const latest = await em.find(
      CheckinSchema,
      { userId: member.user.id },
      { orderBy: { date: 'desc' }, limit: 3 },
    );
    await em.nativeDelete(CheckinSchema, { userId: member.user.id, id: { $in: latest.map((c) => c.id) } });
    await bumpVersion(h.server, member.user.id);
    const grants = (await member.client.get(api.sharing)).body as { psychologistId: string }[];
    expect((await member.client.delete(api.sharingGrant(grants[0]!.psychologistId))).status).toBeLessThan(
      300,
    );

    const refreshed = json<SeedResult>(await h.cli('demo:seed', '--json'));
    expect(refreshed.member).toMatchObject({
      status: 'refreshed',
      checkinsAdded: 3,
      checkins: again.member.checkins,
    });
    expect(refreshed.grant).toBe('created');
    expect(await em.count(GoalSchema, { userId: member.user.id })).toBe(2);
  });

  it('rejects arguments it does not take', async () => {
    expect((await h.cli('demo:seed', '--force')).code).toBe(2);
  });
});
