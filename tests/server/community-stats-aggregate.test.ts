import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, type CommunityStats } from '../../shared/api';
import { centsToReais } from '../../shared/domain/money';
import { type App, createApp } from '../../sync-server/app';
import { loadConfig } from '../../sync-server/config';
import {
  type CommunityStatsAggregate,
  communityStatsAggregate,
  startCommunityStatsJob,
} from '../../sync-server/modules/community/community-stats';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { push, relapse } from './core-loop-helpers';
import { signUpAdmin, signUpPsychologist } from './sharing-helpers';

/**
 * The landing page's community figures come from a shared aggregate recounted on a schedule
 * (issue 18). These tests drive the schedule with a fake clock: the figures served equal a fresh
 * count by the old definition after any mix of writes, several instances on one database recount
 * once per period, and what an instance serves is never older than the period allows.
 */

const PERIOD_MS = 30_000;
const SCHEDULED = { COMMUNITY_STATS_REFRESH_SECONDS: String(PERIOD_MS / 1000) };
/** The figures may be at most a minute old (issue 18); the design promises period + 2 re-reads. */
const MAX_SERVED_AGE_MS = 60_000;

/** The old definition, counted afresh: clients, and the sums of their progress snapshots. */
async function freshCount(server: TestServer): Promise<CommunityStats> {
  const em = server.em();
  const members = await em.count(UserSchema, { userType: 'client' });
  const [sums] = await em.getConnection().execute<{ money: unknown; days: unknown }[]>(
    `select sum(p.money_saved_cents) as money, sum(p.days_without_betting) as days
     from user_progress p join users u on u.id = p.user_id where u.user_type = 'client'`,
    [],
    'all',
  );
  return {
    totalUsers: members,
    totalMoneySaved: centsToReais(Number(sums?.money ?? 0)),
    totalDaysWithoutBetting: Number(sums?.days ?? 0),
  };
}

/** A clock the test moves by hand. */
function fakeClock(start = Date.UTC(2026, 10, 28, 12)) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms), at: () => at };
}

const served = async (server: TestServer) => {
  const res = await server.request<CommunityStats>('GET', api.communityStats);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  return res.body;
};

describe('COMMUNITY_STATS_REFRESH_SECONDS', () => {
  const env = { SESSION_KEYS: 'k', WEB_ROOT: '' };
  it('recounts every 30 s by default, 0 to 30 when set, and refuses a longer period', () => {
    expect(loadConfig(env).communityStatsRefreshSeconds).toBe(30);
    expect(loadConfig({ ...env, COMMUNITY_STATS_REFRESH_SECONDS: '0' }).communityStatsRefreshSeconds).toBe(0);
    expect(() => loadConfig({ ...env, COMMUNITY_STATS_REFRESH_SECONDS: '31' })).toThrow(/at most 30/);
    expect(() => loadConfig({ ...env, COMMUNITY_STATS_REFRESH_SECONDS: '-1' })).toThrow();
  });
});

describe('community figures: the aggregate equals a fresh count', () => {
  let server: TestServer;
  let aggregate: CommunityStatsAggregate;
  const clock = fakeClock();
  const members: SignedIn[] = [];

  beforeAll(async () => {
    server = await startTestServer(SCHEDULED);
    aggregate = communityStatsAggregate(server.app.deps);
    aggregate.now = clock.now;
  });
  afterAll(() => server?.close());

  type Action =
    | { kind: 'member' }
    | { kind: 'assessment'; who: number; weeklySpending: number }
    | { kind: 'checkin'; who: number; daysAgo: number; spent: number }
    | { kind: 'delete'; who: number }
    | { kind: 'psychologist'; approved: boolean }
    | { kind: 'staff' };
  const who = fc.nat({ max: 50 });
  const action: fc.Arbitrary<Action> = fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: 'member' as const }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('assessment' as const),
        who,
        weeklySpending: fc.integer({ min: 10, max: 900 }),
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('checkin' as const),
        who,
        daysAgo: fc.integer({ min: 0, max: 6 }),
        spent: fc.integer({ min: 0, max: 300 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), who }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('psychologist' as const), approved: fc.boolean() }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'staff' as const }) },
  );

  /** Applies one action through the real API (sign-ups, pushes, deletions) or the CLI's services. */
  async function apply(a: Action): Promise<void> {
    const member = () => members[(a as { who: number }).who % members.length];
    switch (a.kind) {
      case 'member':
        members.push(await signUp(server));
        return;
      case 'assessment': {
        const m = member();
        if (!m) return;
        const res = await m.client.post(api.assessment, { daysPerWeek: 3, weeklySpending: a.weeklySpending });
        expect([200, 201]).toContain(res.status);
        return;
      }
      case 'checkin': {
        const m = member();
        if (m) await push(m.client, [relapse(a.daysAgo, a.spent, { hadRelapse: a.spent > 0 })]);
        return;
      }
      case 'delete': {
        const m = member();
        if (!m) return;
        members.splice(members.indexOf(m), 1);
        expect((await m.client.post(api.profileDelete, { password: m.password })).status).toBe(204);
        return;
      }
      case 'psychologist':
        await signUpPsychologist(server, { approved: a.approved });
        return;
      case 'staff':
        await signUpAdmin(server);
        return;
    }
  }

  it('serves memory between refreshes and the fresh count after each one', async () => {
    // The first request with no row computes it.
    expect(await served(server)).toEqual(await freshCount(server));
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const before = await served(server);
        for (const a of actions) await apply(a);
        // Within the period nothing is recounted: the request reads this instance's copy.
        clock.advance(1_000);
        expect(await served(server)).toEqual(before);
        clock.advance(PERIOD_MS);
        const round = await aggregate.sync();
        expect(round.refreshed).toBe(true);
        const fresh = await freshCount(server);
        expect(round.stats).toEqual(fresh);
        expect(await served(server)).toEqual(fresh);
      }),
      { numRuns: 6, seed: 18 },
    );
  }, 240_000);
});

describe('community figures: the first requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(SCHEDULED);
    await signUp(server);
    await signUp(server);
  });
  afterAll(() => server?.close());

  it('compute the missing row once for all concurrent requests', async () => {
    const aggregate = communityStatsAggregate(server.app.deps);
    const syncs = vi.spyOn(aggregate as unknown as { syncOnce(): Promise<unknown> }, 'syncOnce');
    const answers = await Promise.all(Array.from({ length: 20 }, () => served(server)));
    expect(syncs).toHaveBeenCalledTimes(1);
    const fresh = await freshCount(server);
    expect(fresh.totalUsers).toBe(2);
    for (const answer of answers) expect(answer).toEqual(fresh);
    // Further requests read memory.
    await Promise.all(Array.from({ length: 20 }, () => served(server)));
    expect(syncs).toHaveBeenCalledTimes(1);
  });
});

describe('community figures: several instances on one database', () => {
  let server: TestServer;
  const others: App[] = [];
  const clock = fakeClock();
  let aggregates: CommunityStatsAggregate[];

  beforeAll(async () => {
    server = await startTestServer(SCHEDULED, { fileDatabase: true });
    for (let i = 0; i < 2; i++) {
      others.push(
        await createApp(
          loadConfig({
            SESSION_KEYS: 'test-key',
            WEB_ROOT: '',
            LOG_REQUESTS: 'false',
            DATABASE_URL: server.config.databaseUrl,
            ...SCHEDULED,
          }),
        ),
      );
    }
    aggregates = [server.app, ...others].map((app) => communityStatsAggregate(app.deps));
    for (const aggregate of aggregates) aggregate.now = clock.now;
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await server?.close();
  });

  it('recount once per period, and what each serves is never older than the period allows', async () => {
    const refreshes: number[] = [];
    const tick = async (syncing: CommunityStatsAggregate[]) => {
      // Instances whose timers fire at the same instant claim at the same time.
      const rounds = await Promise.all(syncing.map((a) => a.sync()));
      const won = rounds.filter((r) => r.refreshed).length;
      expect(won).toBeLessThanOrEqual(1);
      if (won) refreshes.push(clock.at());
      for (const round of rounds) expect(clock.at() - round.refreshedAt).toBeLessThan(PERIOD_MS);
    };

    await tick(aggregates);
    expect(refreshes).toHaveLength(1);
    // Three minutes of schedule: every instance re-reads every 15 s, at its own phase (0, 5, 10 s),
    // with all three firing together every fourth tick.
    const STEP = 5_000;
    for (let t = STEP; t <= 180_000; t += STEP) {
      clock.advance(STEP);
      const due = aggregates.filter((_, i) => (t / STEP) % 3 === i || t % 60_000 === 0);
      if (t % 20_000 === 0) await signUp(server);
      await tick(due);
      // What a request on any instance would serve now: its copy, re-read at most 15 s ago.
      for (const aggregate of aggregates) {
        const copy = (aggregate as unknown as { copy: { refreshedAt: number } }).copy;
        expect(clock.at() - copy.refreshedAt).toBeLessThan(MAX_SERVED_AGE_MS);
      }
    }
    // One recount per period across the three instances, not one per instance.
    for (let i = 1; i < refreshes.length; i++) {
      const gap = refreshes[i]! - refreshes[i - 1]!;
      expect(gap).toBeGreaterThanOrEqual(PERIOD_MS);
      expect(gap).toBeLessThanOrEqual(PERIOD_MS + STEP);
    }
    expect(refreshes.length).toBeGreaterThanOrEqual(180_000 / (PERIOD_MS + STEP));
    expect(refreshes.length).toBeLessThanOrEqual(180_000 / PERIOD_MS + 1);

    // After a period every instance serves the same fresh count.
    clock.advance(PERIOD_MS);
    await Promise.all(aggregates.map((a) => a.sync()));
    const fresh = await freshCount(server);
    for (const aggregate of aggregates) expect(await aggregate.current()).toEqual(fresh);
    expect(fresh.totalUsers).toBe(9);
  }, 120_000);

  it('runs the schedule as a job that syncs at once and stops cleanly', async () => {
    const app = others[0]!;
    const aggregate = communityStatsAggregate(app.deps);
    const syncs = vi.spyOn(aggregate, 'sync');
    const job = startCommunityStatsJob(app.deps);
    await job.stop();
    expect(syncs).toHaveBeenCalledTimes(1);
    expect(await aggregate.current()).toEqual(await freshCount(server));
  });
});
