/**
 * Issue 18: admin analytics grouped by the database and read from the rollup equal the
 * JavaScript grouping they replace (`analyticsInJavaScript`, the oracle), over random records
 * placed around São Paulo midnights, in periods that cross the daylight-saving changes São Paulo
 * had until 2019 (a day that starts at 01:00, a day with 25 hours) and a period of today's fixed
 * offset. The records arrive late at random (check-ins synced days later, events batched up to
 * 30 days after they happened, accesses given their member later), and the rollup counts them in
 * rounds at random instants, in chunks of random size, before a last round that catches up.
 * Runs on SQLite (where the day comes from the period's offset stretches) and on PostgreSQL (AT
 * TIME ZONE).
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalDate } from '../../shared/domain/types';
import { addDaysToLocalDate, localDateOf, startOfLocalDayMs } from '../../shared/domain/zoned';
import { ADMIN_TIME_ZONE } from '../../shared/schemas/admin.schema';
import { type SqlDb, sqlDate, transaction } from '../../sync-server/db/sql';
import { adminAnalytics } from '../../sync-server/modules/admin/admin-analytics';
import { resetRollup } from '../../sync-server/modules/admin/analytics-rollup-state';
import { offsetStretches } from '../../sync-server/modules/admin/local-day-sql';
import type { TestServer } from '../helpers/test-server';
import { analyticsInJavaScript } from './admin-analytics-oracle';
import { rollUpAnalytics } from './analytics-rollup-helpers';
import { onEachDatabase, startOn } from './database-variants';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** After every arrival of any scenario: the round that catches up. */
const CAUGHT_UP = new Date('2100-01-01T00:00:00Z');

/** Days São Paulo's clocks changed (first day of summer time, first day back), and an ordinary day. */
const PIVOTS: LocalDate[] = ['2017-10-15', '2018-02-18', '2018-11-04', '2019-02-17', '2026-11-20'];

const periodArb = fc
  .record({
    pivot: fc.constantFrom(...PIVOTS),
    before: fc.integer({ min: 0, max: 3 }),
    after: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ pivot, before, after }) => ({
    from: addDaysToLocalDate(pivot, -before),
    to: addDaysToLocalDate(pivot, after),
  }));

/** An instant near the start of a day of the period (or just outside it): midnight ± 3 h, exact edges included. */
const instantArb = (days: number) =>
  fc
    .record({
      day: fc.integer({ min: -1, max: days }),
      offset: fc.oneof(
        fc.constantFrom(0, -1, 1, -1000, 1000),
        fc.integer({ min: -3 * HOUR_MS, max: 3 * HOUR_MS }),
        fc.integer({ min: 0, max: 25 * HOUR_MS }),
      ),
    })
    .map(({ day, offset }) => ({ day, offset }));

const MEMBERS = 4;
/** user index: 0 is staff, 1..MEMBERS members, -1 no account (accesses and events only). */
const recordArb = (days: number) =>
  fc.record({
    table: fc.constantFrom('access', 'event', 'checkin', 'install'),
    user: fc.integer({ min: -1, max: MEMBERS }),
    at: instantArb(days),
    dateDay: fc.integer({ min: -1, max: days }),
    relapse: fc.boolean(),
    platform: fc.constantFrom('Android', 'iOS', 'Desktop'),
    accessType: fc.constantFrom('pwa', 'browser'),
    /** How long after `at` it reached the server (an access: when it was given its member). */
    arrivalDelay: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 * DAY_MS })),
    /** An access that started anonymous and was attributed later. */
    attributedLater: fc.boolean(),
  });

const scenarioArb = periodArb.chain((period) => {
  const days =
    Math.round(
      (startOfLocalDayMs(period.to, ADMIN_TIME_ZONE) - startOfLocalDayMs(period.from, ADMIN_TIME_ZONE)) /
        86_400_000,
    ) + 1;
  return fc.record({
    period: fc.constant(period),
    signUps: fc.array(instantArb(days), { minLength: MEMBERS + 1, maxLength: MEMBERS + 1 }),
    records: fc.array(recordArb(days), { maxLength: 40 }),
    /** Rollup rounds before the last, at these offsets from the period's start. */
    rounds: fc.array(fc.integer({ min: -DAY_MS, max: (days + 35) * DAY_MS }), { maxLength: 3 }),
    chunkMs: fc.constantFrom(HOUR_MS, DAY_MS, 30 * DAY_MS),
  });
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

let server: TestServer;

/** One write of a scenario, made when it reaches the server (`atMs`). */
interface Write {
  atMs: number;
  run(db: SqlDb): Promise<unknown>;
}

/**
 * Stores the scenario's accounts, and answers its records as writes in the order they reach the
 * server: a record exists only from its arrival on, as in production, so a round before it
 * cannot see it. An access attributed later is stored anonymous, then given its member.
 */
async function storeAccounts(db: SqlDb, { period, signUps, records }: Scenario): Promise<Write[]> {
  const instant = ({ day, offset }: { day: number; offset: number }) =>
    new Date(startOfLocalDayMs(addDaysToLocalDate(period.from, day), ADMIN_TIME_ZONE) + offset);
  const ids = signUps.map(() => randomUUID());
  for (const [i, at] of signUps.entries()) {
    await db.run(
      `insert into users (id, email, name, password_hash, user_type, terms_version, terms_accepted_at, created_at)
       values (?, ?, ?, 'x', ?, '1', ?, ?)`,
      [
        ids[i],
        `${ids[i]}@example.com`,
        `Pessoa ${i}`,
        i === 0 ? 'admin' : 'client',
        sqlDate(db, instant(at)),
        sqlDate(db, instant(at)),
      ],
    );
  }
  const writes: Write[] = [];
  for (const r of records) {
    const atMs = instant(r.at).getTime();
    const arrivedMs = atMs + r.arrivalDelay;
    const at = (db: SqlDb) => sqlDate(db, new Date(atMs));
    const arrived = (db: SqlDb) => sqlDate(db, new Date(arrivedMs));
    const userId = r.user < 0 ? null : ids[r.user]!;
    const id = randomUUID();
    if (r.table === 'access') {
      const later = userId !== null && r.attributedLater;
      writes.push({
        atMs,
        run: (db) =>
          db.run(
            `insert into pwa_accesses (id, user_id, user_agent, platform, access_type, started_at) values (?, ?, 'test', ?, ?, ?)`,
            [id, later ? null : userId, r.platform, r.accessType, at(db)],
          ),
      });
      if (later)
        writes.push({
          atMs: arrivedMs,
          run: (db) =>
            db.run('update pwa_accesses set user_id = ?, attributed_at = ? where id = ?', [
              userId,
              arrived(db),
              id,
            ]),
        });
    } else if (r.table === 'event') {
      writes.push({
        atMs: arrivedMs,
        run: (db) =>
          db.run(
            `insert into analytics_events (id, user_id, name, created_at, received_at) values (?, ?, 'page_view', ?, ?)`,
            [id, userId, at(db), arrived(db)],
          ),
      });
    } else if (r.table === 'install') {
      writes.push({
        atMs,
        run: (db) =>
          db.run(
            `insert into pwa_installs (id, user_id, user_agent, platform, install_type, created_at) values (?, ?, 'test', ?, 'beforeinstallprompt', ?)`,
            [id, userId, r.platform, at(db)],
          ),
      });
    } else {
      writes.push({
        atMs: arrivedMs,
        run: (db) =>
          db.run(
            `insert into checkins (user_id, id, date, recorded_at, received_at, had_relapse, amount_spent_cents, mood, version)
             values (?, ?, ?, ?, ?, ?, 0, 3, 1)`,
            [
              ids[Math.max(r.user, 0)]!,
              id,
              addDaysToLocalDate(period.from, r.dateDay),
              at(db),
              arrived(db),
              db.sqlite ? Number(r.relapse) : r.relapse,
            ],
          ),
      });
    }
  }
  return writes.sort((a, b) => a.atMs - b.atMs);
}

/**
 * Replays the scenario: its writes in arrival order, a rollup round at each of its round
 * instants (seeing what arrived by then), and the last round that catches up.
 */
async function replay(em: EntityManager, scenario: Scenario): Promise<void> {
  const writes = await transaction(em, async (db) => {
    await clear(db);
    return storeAccounts(db, scenario);
  });
  const periodStart = startOfLocalDayMs(scenario.period.from, ADMIN_TIME_ZONE);
  const roundsAt = [...scenario.rounds.map((offset) => periodStart + offset), CAUGHT_UP.getTime()].sort(
    (a, b) => a - b,
  );
  let next = 0;
  for (const roundMs of roundsAt) {
    await transaction(em, async (db) => {
      for (; next < writes.length && writes[next]!.atMs <= roundMs; next++) await writes[next]!.run(db);
    });
    await rollUpAnalytics(em, { now: new Date(roundMs), chunkMs: scenario.chunkMs });
  }
}

async function clear(db: SqlDb): Promise<void> {
  await resetRollup(db);
  for (const table of ['pwa_accesses', 'analytics_events', 'pwa_installs', 'checkins', 'users'])
    await db.run(`delete from ${table}`, []);
}

it('finds each São Paulo offset change to the second', () => {
  const start = startOfLocalDayMs('2018-11-01', ADMIN_TIME_ZONE);
  const end = startOfLocalDayMs('2019-03-01', ADMIN_TIME_ZONE);
  const stretches = offsetStretches(start, end, ADMIN_TIME_ZONE);
  expect(stretches.map((s) => [new Date(s.fromMs).toISOString(), s.offsetMs / HOUR_MS])).toEqual([
    [new Date(start).toISOString(), -3],
    ['2018-11-04T03:00:00.000Z', -2],
    ['2019-02-17T02:00:00.000Z', -3],
  ]);
  // The day after the change to summer time starts at 01:00 local, where the stretch begins.
  expect(localDateOf(Date.parse('2018-11-04T02:59:59.999Z'), ADMIN_TIME_ZONE)).toBe('2018-11-03');
  expect(
    offsetStretches(
      startOfLocalDayMs('2026-11-01', ADMIN_TIME_ZONE),
      startOfLocalDayMs('2026-12-01', ADMIN_TIME_ZONE),
      ADMIN_TIME_ZONE,
    ),
  ).toHaveLength(1);
});

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the SQL grouping equals the JavaScript grouping on the same records', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        await replay(server.em(), scenario);
        const { funnel, activityCountedTo, ...sql } = await adminAnalytics(server.em(), scenario.period);
        expect(activityCountedTo).toBe(CAUGHT_UP.toISOString());
        const oracle = await analyticsInJavaScript(server.em(), scenario.period);
        expect(sql).toEqual(oracle);
        expect(funnel[0]!.count).toBe(oracle.totals.signUps);
      }),
      { numRuns: 40 },
    );
  });

  it('the records of a property run do reach the figures', async () => {
    // A fixed scenario, so the property above is known not to compare empty answers only.
    const period = { from: '2018-02-16' as LocalDate, to: '2018-02-18' as LocalDate };
    const scenario: Scenario = {
      period,
      signUps: Array.from({ length: MEMBERS + 1 }, () => ({ day: 1, offset: 0 })),
      records: [1, 2, 3].map((user) => ({
        table: 'access',
        user,
        // Half an hour before the 18th begins: 23:30 of the 17th's repeated hour (summer time ended at midnight).
        at: { day: 2, offset: -30 * 60_000 },
        dateDay: 0,
        relapse: false,
        platform: 'Android',
        accessType: 'pwa',
        arrivalDelay: 0,
        attributedLater: false,
      })),
      rounds: [],
      chunkMs: DAY_MS,
    };
    await replay(server.em(), scenario);
    const { activityCountedTo, ...result } = await adminAnalytics(server.em(), period);
    expect(result.days.map((d) => [d.date, d.activeMembers, d.signUps])).toEqual([
      ['2018-02-16', 0, 0],
      ['2018-02-17', 3, 4],
      ['2018-02-18', 0, 0],
    ]);
    expect(result.totals).toMatchObject({ activeMembers: 3, accesses: 3, signUps: 4 });
    expect(result).toEqual({ ...(await analyticsInJavaScript(server.em(), period)), funnel: result.funnel });
  });
});
