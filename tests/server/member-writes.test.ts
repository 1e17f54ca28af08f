import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import type { SyncPullResponse } from '../../shared/api-types';
import type { Account } from '../../sync-server/modules/auth/current-user';
import { prepareRecord } from '../../sync-server/modules/checkins/checkin-ingest';
import { prepareJournal } from '../../sync-server/modules/journal/journal-ingest';
import { attachLiveBus } from '../../sync-server/modules/live/announce';
import { isTopicEvent, type LiveEvent } from '../../sync-server/modules/live/live-event';
import { factsCacheOf } from '../../sync-server/modules/progress/facts-cache';
import { UserProgressSchema } from '../../sync-server/modules/progress/user-progress.entity';
import { type MemberWrite, writeMemberGroup } from '../../sync-server/modules/sync/member-writes';
import { signUp } from '../helpers/accounts';
import type { TestClient, TestServer } from '../helpers/test-server';
import { checkin, daysAgo, push } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';
import { journal } from './sync-kinds-helpers';

/**
 * One write group for every synced kind (sync/member-writes.ts): check-ins and diary entries of
 * several requests go in ONE transaction, take their member's versions in order, leave the facts
 * cache right and announce each member once.
 */
let server: TestServer;
let announced: LiveEvent[] = [];

async function member(): Promise<{ client: TestClient; account: Account }> {
  const { client, user } = await signUp(server);
  expect((await client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 70 })).status).toBe(201);
  const [row] = await server
    .em()
    .getConnection()
    .execute('select created_at from users where id = ?', [user.id]);
  const created = (row as { created_at: number | string | Date }).created_at;
  return {
    client,
    account: { id: user.id, userType: user.userType, timezone: user.timezone, createdAt: new Date(created) },
  };
}

const checkins = (account: Account, records: Record<string, unknown>[], now = new Date()): MemberWrite => ({
  kind: 'checkin',
  write: {
    account,
    prepared: records.map((r) => prepareRecord({ type: 'checkin', ...r }, account, 'device-m', now)),
    now,
  },
});

const diary = (account: Account, records: Record<string, unknown>[], now = new Date()): MemberWrite => ({
  kind: 'journal',
  write: { account, prepared: records.map((r) => prepareJournal(r, account, now)), now },
});

async function version(userId: string): Promise<number> {
  return (await server.em().findOneOrFail(UserProgressSchema, { userId })).syncVersion;
}

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
    attachLiveBus(server.orm, {
      publish: (event) => {
        if (!isTopicEvent(event)) announced.push(event);
      },
      close: async () => {},
    });
  });
  afterAll(() => server?.close());

  describe('one write group for check-ins and diary entries', () => {
    it('stores both kinds of several members in one group, versions in order and unique', async () => {
      const a = await member();
      const b = await member();
      const [beforeA, beforeB] = [await version(a.account.id), await version(b.account.id)];
      const entryA = journal();
      const checkinA = checkin({ date: daysAgo(1) });
      announced = [];
      const outputs = await writeMemberGroup(server.orm.em, [
        checkins(a.account, [checkinA, checkin({ date: daysAgo(2) })]),
        diary(a.account, [entryA]),
        diary(b.account, [journal(), { ...journal(), mood: 9 }]),
        // A replay of A's entry in the same group: judged against the first, as if run after it.
        diary(a.account, [entryA]),
      ]);
      expect(outputs.map((o) => (Array.isArray(o) ? o : o.results).map((r) => r.status))).toEqual([
        ['stored', 'stored'],
        ['stored'],
        ['stored', 'rejected'],
        ['duplicate'],
      ]);
      // A's three changes take A's next three versions (check-ins first); the replay's reserved
      // version stays a gap in the cursor. B's entry takes B's next; the invalid one reserves none.
      expect(await version(a.account.id)).toBe(beforeA + 4);
      expect(await version(b.account.id)).toBe(beforeB + 1);
      const pull = (await a.client.get<SyncPullResponse>(api.syncPull(0))).body;
      const mine = pull.records.filter((r) => r.version > beforeA).map((r) => [r.type, r.version]);
      expect(mine).toEqual([
        ['checkin', beforeA + 1],
        ['checkin', beforeA + 2],
        ['journal', beforeA + 3],
      ]);
      // Each member announced once, at a version that covers all of their changes.
      expect(announced).toEqual(
        expect.arrayContaining([
          { userId: a.account.id, message: { type: 'changed', version: beforeA + 4 } },
          { userId: b.account.id, message: { type: 'changed', version: beforeB + 1 } },
        ]),
      );
      expect(announced).toHaveLength(2);
    });

    it('leaves the facts cache at the new version: with the group’s check-ins, or carried over a diary-only change', async () => {
      const a = await member();
      const b = await member();
      // A check-in through the API fills each member's cache at their current version.
      for (const m of [a, b]) await push(m.client, [checkin({ date: daysAgo(3) })]);
      const cache = factsCacheOf(server.orm.em.getDriver());
      for (const m of [a, b]) expect(cache.get(m.account.id, await version(m.account.id))).toBeDefined();

      const added = checkin({ date: daysAgo(1) });
      await writeMemberGroup(server.orm.em, [
        diary(a.account, [journal()]),
        checkins(a.account, [added]),
        diary(b.account, [journal()]),
      ]);
      const factsA = cache.get(a.account.id, await version(a.account.id));
      expect(factsA?.checkins.map((c) => c.id)).toContain(added.id);
      const factsB = cache.get(b.account.id, await version(b.account.id));
      expect(factsB?.checkins).toHaveLength(1);
    });

    it('a mixed push over HTTP answers each record in order and stores each once', async () => {
      const { client } = await member();
      const records = [
        { type: 'checkin', ...checkin({ date: daysAgo(2) }) },
        journal(),
        { type: 'checkin', ...checkin({ date: daysAgo(1) }) },
        journal(),
      ];
      const res = await client.post<{ results: { id: string; status: string }[] }>(api.syncPush, {
        deviceId: 'device-m',
        records,
      });
      expect(res.status).toBe(200);
      expect(res.body.results.map((r) => [r.id, r.status])).toEqual(records.map((r) => [r.id, 'stored']));
      const pull = (await client.get<SyncPullResponse>(api.syncPull(0))).body;
      const versions = pull.records.map((r) => r.version);
      expect(new Set(versions).size).toBe(versions.length);
      expect(pull.records.filter((r) => records.some((x) => x.id === r.id))).toHaveLength(4);
    });
  });
});
