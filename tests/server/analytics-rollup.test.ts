/**
 * The admin analytics rollup (issue 18, part 5) through the app's own routes: records that arrive
 * late count on their own day after the next round (a check-in synced days later, a batched
 * event dated 20 days back, an anonymous access attributed to its member later), a role change
 * takes the account's whole history in or out, two rounds at once (two apps on one database)
 * count nothing twice, and a deleted account's past activity and check-ins stay in the days'
 * counts while its member number is never handed out again. Both engines.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import type { LocalDate } from '../../shared/domain/types';
import { localDateOf } from '../../shared/domain/zoned';
import type { Period } from '../../shared/schemas/admin.schema';
import { loadConfig } from '../../sync-server/config';
import { initORM, type Orm } from '../../sync-server/db/orm';
import { type SqlDb, sqlDate, transaction, withConnection } from '../../sync-server/db/sql';
import { adminAnalytics } from '../../sync-server/modules/admin/admin-analytics';
import { runAnalyticsRollupRound } from '../../sync-server/modules/admin/analytics-rollup';
import { resetRollup } from '../../sync-server/modules/admin/analytics-rollup-state';
import { setStaffRole } from '../../sync-server/modules/users/staff-role';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { analyticsInJavaScript } from './admin-analytics-oracle';
import { rollUpAnalytics } from './analytics-rollup-helpers';
import { backdateJourney, checkin, DAY_MS, daysAgo, push, today, ZONE } from './core-loop-helpers';
import { onEachDatabase, onPostgres, startOn } from './database-variants';

const lastMonth = (): Period => ({ from: daysAgo(40), to: today() });

describe('ANALYTICS_ROLLUP_INTERVAL_SECONDS and ANALYTICS_ROLLUP_LAG_SECONDS', () => {
  const env = { SESSION_KEYS: 'k', WEB_ROOT: '' };
  it('default to a minute each, take up to an hour, and refuse a round interval of 0', () => {
    expect(loadConfig(env).analyticsRollup).toEqual({ intervalSeconds: 60, lagSeconds: 60 });
    expect(
      loadConfig({ ...env, ANALYTICS_ROLLUP_INTERVAL_SECONDS: '5', ANALYTICS_ROLLUP_LAG_SECONDS: '0' })
        .analyticsRollup,
    ).toEqual({ intervalSeconds: 5, lagSeconds: 0 });
    expect(() => loadConfig({ ...env, ANALYTICS_ROLLUP_INTERVAL_SECONDS: '0' })).toThrow(/1 or more/);
    expect(() => loadConfig({ ...env, ANALYTICS_ROLLUP_INTERVAL_SECONDS: '3601' })).toThrow(/at most 3600/);
    expect(() => loadConfig({ ...env, ANALYTICS_ROLLUP_LAG_SECONDS: '3601' })).toThrow(/at most 3600/);
  });
});

onEachDatabase((database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startOn(database);
  });
  afterAll(() => server?.close());

  const figures = (period: Period) => adminAnalytics(server.em(), period);
  const activeOn = async (day: LocalDate) => (await figures({ from: day, to: day })).days[0]!.activeMembers;
  /** The rollup's figures are the records' own (the oracle groups every record afresh). */
  const expectOracle = async (period: Period = lastMonth()) => {
    const { funnel, activityCountedTo, ...rolled } = await figures(period);
    expect(rolled).toEqual(await analyticsInJavaScript(server.em(), period));
  };
  const memberNumberOf = async (userId: string) =>
    withConnection(server.em(), async (db) => {
      const [row] = await db.rows<{ member_no: unknown }>(
        'select member_no from analytics_member_numbers where user_id = ?',
        [userId],
      );
      return row ? Number(row.member_no) : null;
    });
  const sendEvent = async (member: SignedIn, occurredAt: Date) => {
    const res = await member.client.post(api.analyticsEventsBatch, {
      events: [{ id: randomUUID(), name: 'game_started', occurredAt: occurredAt.toISOString() }],
    });
    expect(res.status, res.text).toBe(200);
  };

  it('a check-in synced days after the day it records counts on that day after the next round', async () => {
    const member = await signUp(server);
    await backdateJourney(server, member.user.id, 10);
    await rollUpAnalytics(server.em());
    const recordedAt = new Date(Date.now() - 4 * DAY_MS);
    const day = localDateOf(recordedAt, ZONE);
    const before = await activeOn(day);
    // Recorded offline four days ago, received now.
    await push(member.client, [checkin({ date: day, recordedAt: recordedAt.toISOString() })]);
    expect(await activeOn(day), 'not counted before a round').toBe(before);
    await rollUpAnalytics(server.em());
    expect(await activeOn(day)).toBe(before + 1);
    await expectOracle();
  });

  it('an event batched 20 days after it happened counts on its own day', async () => {
    const member = await signUp(server);
    await rollUpAnalytics(server.em());
    const occurredAt = new Date(Date.now() - 20 * DAY_MS);
    const day = localDateOf(occurredAt, ZONE);
    const before = await activeOn(day);
    await sendEvent(member, occurredAt);
    await rollUpAnalytics(server.em());
    expect(await activeOn(day)).toBe(before + 1);
    await expectOracle();
  });

  it('an anonymous access attributed to its member later counts for the member, and as one access', async () => {
    const member = await signUp(server);
    const accessId = randomUUID();
    const access = {
      id: accessId,
      userAgent: 'Mozilla/5.0 (Android 14)',
      platform: 'Android',
      accessType: 'pwa_launch',
    };
    // Opened before signing in: a visitor's access.
    expect((await server.client().post(api.pwaAccess, access)).status).toBe(204);
    await rollUpAnalytics(server.em());
    const visitor = await figures({ from: today(), to: today() });
    expect(await memberNumberOf(member.user.id), 'no activity of theirs yet').toBeNull();
    await expectOracle();

    expect(
      (await member.client.patch(api.pwaAccessUpdateUser, { accessId, sessionStartTime: Date.now() })).status,
    ).toBe(204);
    await rollUpAnalytics(server.em());
    const attributed = await figures({ from: today(), to: today() });
    expect(await memberNumberOf(member.user.id)).not.toBeNull();
    expect(attributed.days[0]!.activeMembers).toBe(visitor.days[0]!.activeMembers + 1);
    expect(attributed.totals.accesses, 'counted when it started, not again').toBe(visitor.totals.accesses);
    await expectOracle();
  });

  it('an account made staff leaves every day it was active on; made a member again, it returns', async () => {
    const member = await signUp(server);
    await sendEvent(member, new Date(Date.now() - 3 * DAY_MS));
    await sendEvent(member, new Date());
    await rollUpAnalytics(server.em());
    const counted = await figures(lastMonth());
    const setRole = async (role: 'admin' | 'client') => {
      // A fresh entity manager per change, as each users:role run has.
      const em = server.em();
      const user = await em.findOneOrFail(UserSchema, { id: member.user.id });
      expect(await setStaffRole(em, user, role, 'teste@ci')).toBe('changed');
    };

    await setRole('admin');
    await rollUpAnalytics(server.em());
    const asStaff = await figures(lastMonth());
    expect(asStaff.totals.activeMembers).toBe(counted.totals.activeMembers - 1);
    expect(await activeOn(daysAgo(3))).toBe(
      counted.days.find((d) => d.date === daysAgo(3))!.activeMembers - 1,
    );
    await expectOracle();

    await setRole('client');
    await rollUpAnalytics(server.em());
    expect((await figures(lastMonth())).totals.activeMembers).toBe(counted.totals.activeMembers);
    await expectOracle();
  });

  it('two rounds at once, even with both claims won, count every window once', async () => {
    // Everything is counted again from the first record, by two instances racing chunk by chunk.
    await transaction(server.em(), async (db) => {
      await resetRollup(db);
      await storeLateArrivals(db, 60);
    });
    const shared = server.config.databaseUrl;
    const second: Orm | null = onPostgres() || database.file ? await initORM(shared) : null;
    try {
      const realNow = Date.now();
      // This one's claim looks run out to the other (its clock is ten minutes behind)…
      const firstRound = runAnalyticsRollupRound(server.em(), {
        lagMs: 0,
        chunkMs: 3_600_000,
        now: () => new Date(realNow - 10 * 60_000),
      });
      // …which starts once that claim is taken, so it takes the round over while it runs.
      await claimTaken(server);
      const [first, other] = await Promise.all([
        firstRound,
        runAnalyticsRollupRound((second ?? server.orm).em.fork(), {
          lagMs: 0,
          chunkMs: 3_600_000,
          now: () => new Date(realNow),
        }),
      ]);
      expect([first.claimed, other.claimed]).toEqual([true, true]);
      expect(first.chunks + other.chunks).toBeGreaterThan(1);
    } finally {
      await second?.close();
    }
    await rollUpAnalytics(server.em());
    await expectOracle();
  });

  it("a deleted account's past activity and check-ins stay in the days' counts; its number is not handed out again", async () => {
    const leaving = await signUp(server);
    await backdateJourney(server, leaving.user.id, 5);
    await sendEvent(leaving, new Date(Date.now() - 2 * DAY_MS));
    await sendEvent(leaving, new Date());
    await push(leaving.client, [
      checkin({ date: daysAgo(1), recordedAt: new Date(Date.now() - DAY_MS).toISOString() }),
    ]);
    await rollUpAnalytics(server.em());
    const number = await memberNumberOf(leaving.user.id);
    const before = await figures(lastMonth());

    const res = await leaving.client.post(api.profileDelete, { password: leaving.password });
    expect(res.status, res.text).toBe(204);
    await rollUpAnalytics(server.em());
    const after = await figures(lastMonth());
    const active = (f: typeof before) => f.days.map((d) => d.activeMembers);
    expect(active(after)).toEqual(active(before));
    expect(after.totals.activeMembers).toBe(before.totals.activeMembers);
    expect(after.totals.checkins).toBe(before.totals.checkins);
    // The figures the old query gave drop them (the documented difference), and nothing names them.
    const oracle = await analyticsInJavaScript(server.em(), lastMonth());
    expect(oracle.totals.activeMembers).toBe(before.totals.activeMembers - 1);
    expect(oracle.totals.checkins).toBe(before.totals.checkins - 1);
    expect(await memberNumberOf(leaving.user.id)).toBeNull();

    // The next member active gets a new number (theirs was the highest): today counts both.
    const next = await signUp(server);
    await sendEvent(next, new Date());
    await rollUpAnalytics(server.em());
    expect(await memberNumberOf(next.user.id)).toBeGreaterThan(number!);
    expect(await activeOn(today())).toBe(before.days.at(-1)!.activeMembers + 1);
  });
});

/** Resolves once some instance holds the rollup's claim. */
async function claimTaken(server: TestServer): Promise<void> {
  for (;;) {
    const [row] = await withConnection(server.em(), (db) =>
      db.rows<{ claimed_by: string | null }>(
        'select claimed_by from analytics_rollup_state where id = 1',
        [],
      ),
    );
    if (row?.claimed_by) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/**
 * `count` members with a check-in and an event that arrived late and an access, over the last 30 days:
 * enough arrivals for many one-hour chunks.
 */
async function storeLateArrivals(db: SqlDb, count: number): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const at = new Date(now - ((i * 7919) % 30) * DAY_MS - (i % 24) * 3_600_000);
    const arrived = new Date(Math.min(now - 1, at.getTime() + (i % 5) * DAY_MS));
    await db.run(
      `insert into users (id, email, name, password_hash, user_type, terms_version, terms_accepted_at, created_at)
       values (?, ?, 'Pessoa', 'x', 'client', '1', ?, ?)`,
      [id, `${id}@example.com`, sqlDate(db, at), sqlDate(db, at)],
    );
    await db.run(
      `insert into checkins (user_id, id, date, recorded_at, received_at, had_relapse, amount_spent_cents, mood, version)
       values (?, ?, ?, ?, ?, ?, 0, 3, 1)`,
      [id, randomUUID(), localDateOf(at, ZONE), sqlDate(db, at), sqlDate(db, arrived), db.sqlite ? 0 : false],
    );
    await db.run(
      `insert into analytics_events (id, user_id, name, created_at, received_at) values (?, ?, 'game_started', ?, ?)`,
      [
        randomUUID(),
        i % 3 === 0 ? null : id,
        sqlDate(db, new Date(at.getTime() - DAY_MS)),
        sqlDate(db, arrived),
      ],
    );
    await db.run(
      `insert into pwa_accesses (id, user_id, user_agent, platform, access_type, started_at) values (?, ?, 'test', ?, 'pwa_launch', ?)`,
      [randomUUID(), i % 4 === 0 ? null : id, i % 2 ? 'iOS' : 'Android', sqlDate(db, at)],
    );
  }
}
