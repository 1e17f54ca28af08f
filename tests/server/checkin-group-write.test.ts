import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import type { SyncPullResponse } from '../../shared/api-types';
import { Coalescer } from '../../sync-server/db/coalescer';
import { withConnection } from '../../sync-server/db/sql';
import type { Account } from '../../sync-server/modules/auth/current-user';
import { CheckinSchema } from '../../sync-server/modules/checkins/checkin.entity';
import type { CheckinWrite } from '../../sync-server/modules/checkins/checkin-group-write';
import { type IngestOutcome, prepareRecord } from '../../sync-server/modules/checkins/checkin-ingest';
import { factsCacheOf } from '../../sync-server/modules/progress/facts-cache';
import { loadMembersStoredFacts, loadStoredFacts } from '../../sync-server/modules/progress/member-facts';
import { UserProgressSchema } from '../../sync-server/modules/progress/user-progress.entity';
import { writeCheckinGroup } from '../../sync-server/modules/sync/member-writes';
import { signUp } from '../helpers/accounts';
import type { TestClient, TestServer } from '../helpers/test-server';
import { backdateJourney, checkin, daysAgo, push, relapse } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';

/**
 * Group commit of check-in writes (checkin-group-write.ts): several requests of several members
 * in one transaction, each answered as if it had run alone, in order.
 */
let server: TestServer;

interface Member {
  client: TestClient;
  account: Account;
}

async function member(days = 30): Promise<Member> {
  const { client, user } = await signUp(server);
  expect((await client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 70 })).status).toBe(201);
  await backdateJourney(server, user.id, days);
  const row = await server
    .em()
    .getConnection()
    .execute('select created_at from users where id = ?', [user.id]);
  const created = (row[0] as { created_at: number | string | Date }).created_at;
  return {
    client,
    account: { id: user.id, userType: user.userType, timezone: user.timezone, createdAt: new Date(created) },
  };
}

const write = (m: Member, records: Record<string, unknown>[], now = new Date()): CheckinWrite => ({
  account: m.account,
  prepared: records.map((r) => prepareRecord({ type: 'checkin', ...r }, m.account, 'device-g', now)),
  now,
});

/** A coalescer over the real group write that remembers the size of each batch it ran. */
function recordingWriter() {
  const batches: number[] = [];
  const coalescer = new Coalescer<CheckinWrite, IngestOutcome>(
    (writes) => {
      batches.push(writes.length);
      return writeCheckinGroup(server.orm.em, writes);
    },
    { concurrency: 1, maxWeight: 3000 },
  );
  return { batches, coalescer };
}

async function pullAll(client: TestClient) {
  const res = await client.get<SyncPullResponse>(api.syncPull(0));
  expect(res.status).toBe(200);
  return res.body;
}

const statuses = (o: IngestOutcome) => o.results.map((r) => r.status);

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
  });
  afterAll(() => server?.close());

  describe('group commit of check-in writes', () => {
    it('answers every write of a group as if they had run one after the other', async () => {
      const a = await member();
      const b = await member();
      const first = checkin({ date: daysAgo(3) });
      const second = checkin({ date: daysAgo(2) });
      const forB = relapse(4, 12);
      const { batches, coalescer } = recordingWriter();

      const outcomes = await Promise.all([
        coalescer.submit(write(a, [first, second])),
        coalescer.submit(write(b, [forB, { ...checkin(), mood: 9 }])),
        // A replay of A's first record, other content under A's second id, and a new record.
        coalescer.submit(write(a, [first, { ...second, mood: 1 }, checkin({ date: daysAgo(1) })])),
        // Another member may use the same client id: it is theirs.
        coalescer.submit(write(b, [{ ...first, mood: 2 }])),
      ]);
      expect(batches).toEqual([4]);
      expect(outcomes.map(statuses)).toEqual([
        ['stored', 'stored'],
        ['stored', 'rejected'],
        ['duplicate', 'conflict', 'stored'],
        ['stored'],
      ]);
      expect(outcomes[1]!.results[1]).toMatchObject({ code: 'validation-failed' });
      // The replay answers with the record as stored by the first write.
      expect(outcomes[2]!.records[0]).toEqual(outcomes[0]!.records[0]);

      for (const [m, expected] of [
        [a, 3],
        [b, 2],
      ] as const) {
        const pull = await pullAll(m.client);
        expect(pull.records).toHaveLength(expected);
        const versions = pull.records.map((r) => r.version);
        expect(new Set(versions).size).toBe(versions.length);
        expect(Math.max(...versions)).toBeLessThanOrEqual(pull.cursor);
        const snapshot = await server.em().findOneOrFail(UserProgressSchema, { userId: m.account.id });
        expect(snapshot.syncVersion).toBe(pull.cursor);
        expect(snapshot).toMatchObject({
          moneySavedCents: Math.round(pull.summary.moneySaved * 100),
          currentStreak: pull.summary.currentStreak,
          bestStreak: pull.summary.bestStreak,
        });
      }
      // A's versions follow the order of the writes: the first write's records come first.
      const aVersions = new Map((await pullAll(a.client)).records.map((r) => [r.id, r.version]));
      expect(aVersions.get(String(first.id))!).toBeLessThan(aVersions.get(String(second.id))!);
      expect(aVersions.get(String(second.id))!).toBeLessThan(Math.max(...aVersions.values()) + 1);
      expect(outcomes[2]!.stored[0]!.version).toBeGreaterThan(aVersions.get(String(second.id))!);
      // B's relapse gave the courage medal, within the same group.
      expect((await pullAll(b.client)).summary.recentAchievements.map((m) => m.key)).toContain('courage');
    });

    it('a write that fails inside a group does not fail the others', async () => {
      const a = await member();
      const b = await member();
      // An account that does not exist (deleted meanwhile): its lock row breaks the foreign key.
      const ghost: Member = { client: a.client, account: { ...a.account, id: randomUUID() } };
      const { batches, coalescer } = recordingWriter();
      const results = await Promise.allSettled([
        coalescer.submit(write(a, [checkin()])),
        coalescer.submit(write(ghost, [checkin()])),
        coalescer.submit(write(b, [checkin(), checkin({ date: daysAgo(1) })])),
      ]);
      // The group rolled back as a whole, then each write ran alone.
      expect(batches).toEqual([3, 1, 1, 1]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(statuses((results[0] as PromiseFulfilledResult<IngestOutcome>).value)).toEqual(['stored']);
      expect(statuses((results[2] as PromiseFulfilledResult<IngestOutcome>).value)).toEqual([
        'stored',
        'stored',
      ]);
      expect(await server.em().count(CheckinSchema, { userId: a.account.id })).toBe(1);
      expect(await server.em().count(CheckinSchema, { userId: b.account.id })).toBe(2);
      expect(await server.em().count(CheckinSchema, { userId: ghost.account.id })).toBe(0);
      // Nothing of the rolled-back attempt is left behind: versions continue without a clash.
      const pull = await pullAll(b.client);
      expect(new Set(pull.records.map((r) => r.version)).size).toBe(2);
      expect((await push(b.client, [checkin({ date: daysAgo(2) })]))[0]!.status).toBe('stored');
    });

    it('reads a member the facts cache does not hold under the lock, with the same facts', async () => {
      const m = await member(40);
      await push(m.client, [relapse(10, 25), checkin({ date: daysAgo(3) })]);
      const goal = await m.client.put(api.goals, {
        type: 'reduction',
        targetDaysPerWeek: 1,
        targetWeeklySpending: 20,
      });
      expect(goal.status).toBe(200);
      await m.client.post(api.assessment, {
        daysPerWeek: 2,
        weeklySpending: 50,
        pgsi: [1, 0, 2, 3, 0, 1, 1, 0, 2],
      });

      const viaOrm = await loadStoredFacts(server.em(), m.account.id);
      const viaDriver = await withConnection(server.orm.em, (db) =>
        loadMembersStoredFacts(db, [m.account.id]),
      );
      const sort = <T extends { id: string }>(rows: T[]) =>
        [...rows].sort((x, y) => x.id.localeCompare(y.id));
      const stored = viaDriver.get(m.account.id)!;
      expect(stored.assessments).toEqual(viaOrm.assessments);
      expect(stored.goals).toEqual(viaOrm.goals);
      expect(sort(stored.checkins)).toEqual(sort(viaOrm.checkins));
      expect([...stored.medals].sort((x, y) => x.key.localeCompare(y.key))).toEqual(
        [...viaOrm.medals].sort((x, y) => x.key.localeCompare(y.key)),
      );

      factsCacheOf(server.orm.em.getDriver()).delete(m.account.id);
      const [outcome] = await writeCheckinGroup(server.orm.em, [write(m, [relapse(1, 5)])]);
      expect(statuses(outcome!)).toEqual(['stored']);
      const pull = await pullAll(m.client);
      const snapshot = await server.em().findOneOrFail(UserProgressSchema, { userId: m.account.id });
      expect(snapshot).toMatchObject({
        syncVersion: pull.cursor,
        moneySavedCents: Math.round(pull.summary.moneySaved * 100),
        currentStreak: pull.summary.currentStreak,
      });
    });

    it('concurrent pushes of several members lose and duplicate nothing; pulls in between miss nothing', async () => {
      const members = await Promise.all(Array.from({ length: 4 }, () => member(60)));
      const pools = members.map(() =>
        Array.from({ length: 40 }, (_, i) =>
          checkin({
            date: daysAgo(i % 30),
            mood: 1 + (i % 5),
            hadRelapse: i % 13 === 4,
            amountSpent: i % 13 === 4 ? 2 : 0,
          }),
        ),
      );
      // A device that pulls with its cursor while the pushes land must end up with every record.
      const seen = members.map(() => new Map<string, number>());
      const cursors = members.map(() => 0);
      const pullRound = () =>
        Promise.all(
          members.map(async (m, k) => {
            const res = await m.client.get<SyncPullResponse>(api.syncPull(cursors[k]!));
            for (const r of res.body.records) seen[k]!.set(r.id, r.version);
            cursors[k] = res.body.cursor;
          }),
        );
      const pushes = members.flatMap((m, k) =>
        Array.from({ length: 20 }, (_, p) =>
          push(
            m.client,
            Array.from({ length: 8 }, (_, j) => pools[k]![(p * 3 + j * 5) % 40]!),
            `device-${p % 2}`,
          ),
        ),
      );
      const pulling = (async () => {
        for (let i = 0; i < 5; i++) await pullRound();
      })();
      const answers = await Promise.all(pushes);
      await pulling;
      await pullRound();

      members.forEach((m, k) => {
        const mine = answers.slice(k * 20, (k + 1) * 20).flat();
        expect(mine.every((r) => r.status === 'stored' || r.status === 'duplicate')).toBe(true);
        const sent = new Set(mine.map((r) => r.id));
        const stored = mine.filter((r) => r.status === 'stored').map((r) => r.id);
        expect(stored).toHaveLength(sent.size);
        expect(new Set(stored)).toEqual(sent);
        expect(new Set(seen[k]!.keys())).toEqual(sent);
        void m;
      });
      for (const [k, m] of members.entries()) {
        const pull = await pullAll(m.client);
        const versions = pull.records.map((r) => r.version);
        expect(new Set(versions).size).toBe(versions.length);
        expect(Math.max(...versions)).toBeLessThanOrEqual(pull.cursor);
        // Versions never change once given (what the incremental pulls saw is what is stored).
        for (const r of pull.records) expect(seen[k]!.get(r.id)).toBe(r.version);
        expect(await server.em().count(CheckinSchema, { userId: m.account.id })).toBe(pull.records.length);
        const snapshot = await server.em().findOneOrFail(UserProgressSchema, { userId: m.account.id });
        expect(snapshot.syncVersion).toBe(pull.cursor);
        expect(snapshot.moneySavedCents).toBe(Math.round(pull.summary.moneySaved * 100));
      }
    });
  });

  describe('POST /api/checkins and /api/sync/push sessions', () => {
    it('answers 401 and ends the session once the account is gone', async () => {
      const m = await member();
      expect((await m.client.post(api.checkins, checkin())).status).toBe(201);
      await server.em().getConnection().execute('delete from users where id = ?', [m.account.id], 'run');
      expect((await m.client.post(api.checkins, checkin())).status).toBe(401);
      expect((await m.client.post(api.syncPush, { deviceId: 'd', records: [] })).status).toBe(401);
    });

    it('answers 401 once the session row is deleted (revoked on the server)', async () => {
      const m = await member();
      expect(
        (await m.client.post(api.syncPush, { deviceId: 'd', records: [{ type: 'checkin', ...checkin() }] }))
          .status,
      ).toBe(200);
      await server
        .em()
        .getConnection()
        .execute('delete from sessions where user_id = ?', [m.account.id], 'run');
      expect((await m.client.post(api.checkins, checkin())).status).toBe(401);
    });
  });
});
