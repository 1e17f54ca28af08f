/**
 * Issue 18, part 5: the medal e-mail list's counts (medals earned in a period, e-mails still owed)
 * come from the analytics rollup plus what arrived since its watermark, and always equal a fresh
 * count of the records. fast-check drives random sequences of awards, congratulations sent, role
 * changes (users:role), account deletions and rollup rounds (in chunks of an hour or a day) on a
 * simulated clock that only moves forward, as arrivals do, and compares after every round and at
 * the end, for the whole stretch and for random periods in it. The first run starts before any
 * count of medals (the state a migrated database is in until the next chunk). Both engines.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MEDALS } from '../../shared/domain/medals';
import type { LocalDate } from '../../shared/domain/types';
import { addDaysToLocalDate, daysBetweenLocalDates, localDateOf } from '../../shared/domain/zoned';
import { ADMIN_TIME_ZONE, type Period } from '../../shared/schemas/admin.schema';
import { inList, sqlDate, withConnection } from '../../sync-server/db/sql';
import { deleteAccount } from '../../sync-server/modules/account/account-deletion';
import { periodBounds } from '../../sync-server/modules/admin/admin-analytics';
import { runAnalyticsRollupRound } from '../../sync-server/modules/admin/analytics-rollup';
import { medalEmailPreview } from '../../sync-server/modules/admin/medal-emails';
import { setStaffRole } from '../../sync-server/modules/users/staff-role';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import type { TestServer } from '../helpers/test-server';
import { onEachDatabase, startOn } from './database-variants';

const HOUR_MS = 3_600_000;
/** Three medals of the catalogue and one that is not (a retired medal is nobody's e-mail). */
const KEYS = [...MEDALS.slice(0, 3).map((m) => m.key), 'retired-medal'];
const PEOPLE = 5;

type Op =
  | { kind: 'award' | 'send'; person: number; key: string; afterMs: number }
  | { kind: 'role'; person: number; role: 'admin' | 'client'; afterMs: number }
  | { kind: 'delete'; person: number; afterMs: number }
  | { kind: 'round'; chunkMs: number; afterMs: number };

const afterMs = fc.integer({ min: 0, max: 30 * 60 }).map((minutes) => minutes * 60_000);
const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('award' as const),
      person,
      key: fc.constantFrom(...KEYS),
      afterMs,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      person,
      key: fc.constantFrom(...KEYS),
      afterMs,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('role' as const),
      person,
      role: fc.constantFrom('admin' as const, 'client' as const),
      afterMs,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), person, afterMs }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('round' as const),
      chunkMs: fc.constantFrom(HOUR_MS, 24 * HOUR_MS),
      afterMs,
    }),
  },
);

/** The counts as the list used to read them: every award of the period, joined afresh. */
async function freshCounts(em: EntityManager, period: Period): Promise<{ total: number; pending: number }> {
  const { start, end } = periodBounds(period);
  const keys = MEDALS.map((m) => m.key);
  return withConnection(em, async (db) => {
    const [row] = await db.rows<{ total: unknown; pending: unknown }>(
      `select count(*) as total, count(*) - count(s.sent_at) as pending
         from medal_awards a join users u on u.id = a.user_id
         left join medal_emails_sent s on s.user_id = a.user_id and s.medal_key = a.medal_key
        where a.earned_at >= ? and a.earned_at < ? and u.user_type = 'client'
          and a.medal_key in (${inList(keys.length)})`,
      [sqlDate(db, start), sqlDate(db, end), ...keys],
    );
    return { total: Number(row?.total ?? 0), pending: Number(row?.pending ?? 0) };
  });
}

onEachDatabase((database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startOn(database);
  });
  afterAll(() => server?.close());

  /** Arrivals are stamped with this clock; it only moves forward, across runs too. */
  let clock = Date.parse('2026-03-01T02:00:00Z');

  const expectFresh = async (first: LocalDate, last: LocalDate, picks: number[]) => {
    const span = daysBetweenLocalDates(first, last);
    const periods: Period[] = [{ from: first, to: last }];
    for (let i = 0; i + 1 < picks.length; i += 2) {
      const a = Math.round(picks[i]! * span);
      const b = Math.round(picks[i + 1]! * span);
      periods.push({
        from: addDaysToLocalDate(first, Math.min(a, b)),
        to: addDaysToLocalDate(first, Math.max(a, b)),
      });
    }
    for (const period of periods) {
      const listed = await medalEmailPreview(server.em(), period, 'https://virada.test');
      expect({ total: listed.total, pending: listed.pending }, `${period.from}…${period.to}`).toEqual(
        await freshCounts(server.em(), period),
      );
    }
  };

  it('equal a fresh count through awards, e-mails sent, role changes, deletions and rounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 4, maxLength: 30 }),
        fc.boolean(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
        async (ops, lastRound, picks) => {
          const em = server.em();
          const first = localDateOf(clock, ADMIN_TIME_ZONE);
          // Four members and a psychologist, whose medals are never the list's.
          const people = await withConnection(em, async (db) => {
            const ids: string[] = [];
            for (let i = 0; i < PEOPLE; i++) {
              const id = randomUUID();
              const at = sqlDate(db, new Date(clock));
              await db.run(
                `insert into users (id, email, name, password_hash, user_type, terms_version, terms_accepted_at, created_at)
                 values (?, ?, ?, 'x', ?, '1', ?, ?)`,
                [
                  id,
                  `${id}@example.com`,
                  `Pessoa ${i}`,
                  i === PEOPLE - 1 ? 'psychologist' : 'client',
                  at,
                  at,
                ],
              );
              ids.push(id);
            }
            return ids;
          });
          const gone = new Set<string>();
          for (const step of ops) {
            clock += step.afterMs + 1;
            if (step.kind === 'round') {
              const round = await runAnalyticsRollupRound(server.em(), {
                lagMs: 0,
                chunkMs: step.chunkMs,
                now: () => new Date(clock),
              });
              expect(round.claimed).toBe(true);
              await expectFresh(first, localDateOf(clock, ADMIN_TIME_ZONE), picks);
              continue;
            }
            const id = people[step.person]!;
            if (gone.has(id)) continue;
            if (step.kind === 'award' || step.kind === 'send') {
              await withConnection(em, (db) =>
                step.kind === 'award'
                  ? db.run(
                      'insert into medal_awards (user_id, medal_key, earned_at) values (?, ?, ?) on conflict do nothing',
                      [id, step.key, sqlDate(db, new Date(clock))],
                    )
                  : // As the job claims it: only for an award the member holds.
                    db.run(
                      `insert into medal_emails_sent (user_id, medal_key, sent_at)
                       select user_id, medal_key, ? from medal_awards where user_id = ? and medal_key = ?
                       on conflict do nothing`,
                      [sqlDate(db, new Date(clock)), id, step.key],
                    ),
              );
            } else if (step.kind === 'role') {
              const fresh = server.em();
              const user = await fresh.findOneOrFail(UserSchema, { id });
              await setStaffRole(fresh, user, step.role, 'teste@ci');
            } else {
              await deleteAccount(server.em(), { id, email: `${id}@example.com` });
              gone.add(id);
            }
          }
          if (lastRound) await runAnalyticsRollupRound(server.em(), { lagMs: 0, now: () => new Date(clock) });
          await expectFresh(first, localDateOf(clock, ADMIN_TIME_ZONE), picks);
        },
      ),
      { numRuns: 12 },
    );
  });
});
