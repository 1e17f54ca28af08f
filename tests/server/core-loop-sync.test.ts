import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import type { SyncPullResponse } from '../../shared/api-types';
import { errorTexts } from '../../shared/texts/error.texts';
import { CheckinSchema } from '../../sync-server/modules/checkins/checkin.entity';
import { UserProgressSchema } from '../../sync-server/modules/progress/user-progress.entity';
import { signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { backdateJourney, checkin, daysAgo, push } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';

let server: TestServer;

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
  });
  afterAll(() => server?.close());

  describe('POST /api/sync/push: idempotency', () => {
    it('stores a batch once: the same push again answers duplicate for every record', async () => {
      const { client, user } = await signUp(server);
      const records = Array.from({ length: 5 }, (_, i) => checkin({ date: daysAgo(i) }));
      const first = await push(client, records);
      expect(first).toEqual(records.map((r) => ({ id: r.id, status: 'stored' })));
      const again = await push(client, records, 'device-2');
      expect(again).toEqual(records.map((r) => ({ id: r.id, status: 'duplicate' })));
      expect(await server.em().count(CheckinSchema, { userId: user.id })).toBe(5);
    });

    it('answers conflict for a known id with other content and keeps the first', async () => {
      const { client, user } = await signUp(server);
      const original = checkin({ mood: 5 });
      await push(client, [original]);
      const results = await push(client, [{ ...original, mood: 1 }]);
      expect(results).toEqual([
        {
          id: original.id,
          status: 'conflict',
          code: 'record-conflict',
          message: errorTexts['record-conflict'],
        },
      ]);
      const row = await server
        .em()
        .findOneOrFail(CheckinSchema, { userId: user.id, id: String(original.id) });
      expect(row.mood).toBe(5);
    });

    it('judges a repeated id inside one batch against its first occurrence', async () => {
      const { client } = await signUp(server);
      const record = checkin();
      const results = await push(client, [record, record, { ...record, mood: 1 }]);
      expect(results.map((r) => r.status)).toEqual(['stored', 'duplicate', 'conflict']);
    });

    it('lets two members use the same client id: each owns their own record', async () => {
      const a = await signUp(server);
      const b = await signUp(server);
      const record = checkin();
      expect((await push(a.client, [record]))[0]!.status).toBe('stored');
      expect((await push(b.client, [{ ...record, mood: 1 }]))[0]!.status).toBe('stored');
    });

    it('50 concurrent pushes for one member lose and duplicate nothing', async () => {
      const { client, user } = await signUp(server);
      await client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 70 });
      await backdateJourney(server, user.id, 60);
      const pool = Array.from({ length: 120 }, (_, i) =>
        checkin({
          date: daysAgo(i % 40),
          mood: 1 + (i % 5),
          hadRelapse: i % 17 === 5,
          amountSpent: i % 17 === 5 ? 3 : 0,
        }),
      );
      // Overlapping batches: each push carries 12 records, most of them also in other pushes.
      const batches = Array.from({ length: 50 }, (_, p) =>
        Array.from({ length: 12 }, (_, k) => pool[(p * 7 + k * 11) % 120]!),
      );
      const answers = await Promise.all(batches.map((batch, p) => push(client, batch, `device-${p % 3}`)));

      const sent = new Set(batches.flat().map((r) => String(r.id)));
      const storedIds = answers
        .flat()
        .filter((r) => r.status === 'stored')
        .map((r) => r.id);
      expect(answers.flat().every((r) => r.status === 'stored' || r.status === 'duplicate')).toBe(true);
      expect(storedIds).toHaveLength(sent.size);
      expect(new Set(storedIds)).toEqual(sent);

      const pull = await client.get<SyncPullResponse>(api.syncPull(0));
      expect(pull.status).toBe(200);
      expect(new Set(pull.body.records.map((r) => r.id))).toEqual(sent);
      expect(pull.body.records).toHaveLength(sent.size);
      const versions = pull.body.records.map((r) => r.version);
      expect(new Set(versions).size).toBe(versions.length);
      expect(Math.max(...versions)).toBeLessThanOrEqual(pull.body.cursor);
      expect(await server.em().count(CheckinSchema, { userId: user.id })).toBe(sent.size);

      // The snapshot written by the last of the 50 transactions is the one the facts give.
      const snapshot = await server.em().findOneOrFail(UserProgressSchema, { userId: user.id });
      expect(snapshot.syncVersion).toBe(pull.body.cursor);
      expect(snapshot).toMatchObject({
        moneySavedCents: Math.round(pull.body.summary.moneySaved * 100),
        currentStreak: pull.body.summary.currentStreak,
        bestStreak: pull.body.summary.bestStreak,
      });
      expect(pull.body.summary.bestStreak).toBeGreaterThan(0);
    });
  });

  describe('GET /api/sync/pull', () => {
    const ids = (records: { id: string }[]) => records.map((r) => r.id);

    it('returns records after the cursor, the new cursor and the summary', async () => {
      const { client, user } = await signUp(server);
      const empty = await client.get<SyncPullResponse>(api.syncPull(0));
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ records: [], cursor: 0, reset: true });
      expect(empty.body.summary.user).toEqual({ id: user.id, name: user.name });
      expect(empty.headers.get('cache-control')).toBe('no-store');

      const first = [checkin({ date: daysAgo(2) }), checkin({ date: daysAgo(1) })];
      await push(client, first);
      const afterFirst = await client.get<SyncPullResponse>(api.syncPull(0));
      expect(ids(afterFirst.body.records)).toEqual(first.map((r) => r.id));
      expect(afterFirst.body.reset).toBe(true);
      const mid = afterFirst.body.cursor;
      expect(mid).toBeGreaterThan(0);

      const second = [checkin({ hadRelapse: true, amountSpent: 20, mood: 2 })];
      await push(client, second);

      const fromMid = await client.get<SyncPullResponse>(api.syncPull(mid));
      expect(fromMid.body.reset).toBe(false);
      expect(ids(fromMid.body.records)).toEqual(second.map((r) => r.id));
      expect(fromMid.body.records[0]).toMatchObject({ hadRelapse: true, amountSpent: 20, userId: user.id });
      const current = fromMid.body.cursor;
      expect(current).toBeGreaterThan(mid);
      expect(fromMid.body.summary.recentAchievements.map((a) => a.key)).toContain('courage');

      const fromCurrent = await client.get<SyncPullResponse>(api.syncPull(current));
      expect(fromCurrent.body).toMatchObject({ records: [], cursor: current, reset: false });

      const dashboard = await client.get(api.dashboard(user.id));
      expect(fromCurrent.body.summary).toEqual(dashboard.body);
    });

    it.each([
      ['ahead of the server', (cursor: number) => `${api.syncPull(cursor + 1000)}`],
      ['malformed', () => '/api/sync/pull?cursor=abc'],
      ['negative', () => '/api/sync/pull?cursor=-3'],
      ['missing', () => '/api/sync/pull'],
    ])('treats a cursor %s as unknown: every record, reset true', async (_label, path) => {
      const { client } = await signUp(server);
      const records = [checkin({ date: daysAgo(1) }), checkin()];
      await push(client, records);
      const cursor = (await client.get<SyncPullResponse>(api.syncPull(0))).body.cursor;
      const res = await client.get<SyncPullResponse>(path(cursor));
      expect(res.status).toBe(200);
      expect(res.body.reset).toBe(true);
      expect(res.body.cursor).toBe(cursor);
      expect(new Set(ids(res.body.records))).toEqual(new Set(records.map((r) => r.id)));
    });

    it('answers 401 without a session', async () => {
      expect((await server.client().get(api.syncPull(0))).status).toBe(401);
    });

    it("never returns another member's records", async () => {
      const a = await signUp(server);
      const b = await signUp(server);
      await push(a.client, [checkin()]);
      const res = await b.client.get<SyncPullResponse>(api.syncPull(0));
      expect(res.body.records).toEqual([]);
    });
  });
});
