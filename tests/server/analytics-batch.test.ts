/**
 * `POST /api/analytics/events/batch` (issue 5, behaviour tracker): the page's offline analytics
 * outbox. Idempotent by the client's id, the client's clock clamped, anonymous allowed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { AnalyticsEventSchema } from '../../sync-server/modules/analytics/analytics-event.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { onEachDatabase, startOn } from './database-variants';

let server: TestServer;
let ana: SignedIn;

const event = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'relapse_recorded',
  occurredAt: new Date().toISOString(),
  ...overrides,
});

const find = (id: string) => server.em().fork().findOne(AnalyticsEventSchema, { id });

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
    ana = await signUp(server, { name: 'Ana Lima' });
  });
  afterAll(() => server?.close());

  describe('POST /api/analytics/events/batch', () => {
    it('stores every event with the session user and the client moment', async () => {
      const at = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
      const a = event({ occurredAt: at, label: 'dashboard', properties: { mood: 2, source: 'card' } });
      const b = event({ name: 'checkin_completed' });
      const res = await ana.client.post(api.analyticsEventsBatch, { events: [a, b] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ accepted: 2, duplicates: 0 });
      const row = await find(a.id);
      expect(row).toMatchObject({
        userId: ana.user.id,
        name: 'relapse_recorded',
        label: 'dashboard',
        properties: { mood: 2, source: 'card' },
      });
      expect(row!.createdAt.toISOString()).toBe(at);
      expect((await find(b.id))?.label).toBeNull();
    });

    it('is idempotent: a replayed batch stores nothing twice', async () => {
      const a = event();
      const b = event();
      expect((await ana.client.post(api.analyticsEventsBatch, { events: [a] })).body).toEqual({
        accepted: 1,
        duplicates: 0,
      });
      const replay = await ana.client.post(api.analyticsEventsBatch, { events: [a, b, b] });
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ accepted: 1, duplicates: 2 });
      expect(
        await server
          .em()
          .fork()
          .count(AnalyticsEventSchema, { id: { $in: [a.id, b.id] } }),
      ).toBe(2);
    });

    it('clamps the client moment to [now − 30 days, now + 5 min]', async () => {
      const old = event({ occurredAt: '2020-01-01T00:00:00.000Z' });
      const future = event({ occurredAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() });
      const before = Date.now();
      expect((await ana.client.post(api.analyticsEventsBatch, { events: [old, future] })).status).toBe(200);
      const after = Date.now();
      const oldAt = (await find(old.id))!.createdAt.getTime();
      expect(oldAt).toBeGreaterThanOrEqual(before - 30 * 86_400_000 - 1000);
      expect(oldAt).toBeLessThanOrEqual(after - 30 * 86_400_000 + 1000);
      const futureAt = (await find(future.id))!.createdAt.getTime();
      expect(futureAt).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
      expect(futureAt).toBeLessThanOrEqual(after + 5 * 60_000 + 1000);
    });

    it('takes anonymous events without user', async () => {
      const a = event({ name: 'content_viewed' });
      const res = await server.client().post(api.analyticsEventsBatch, { events: [a] });
      expect(res.status).toBe(200);
      expect((await find(a.id))?.userId).toBeNull();
    });

    it('answers 400 in pt-BR to an invalid event and stores none of the batch', async () => {
      const good = event();
      const res = await ana.client.post(api.analyticsEventsBatch, {
        events: [good, event({ name: 'page_view' })],
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation-failed');
      expect(res.body.message).toBe('Dados inválidos');
      expect(await find(good.id)).toBeNull();
    });

    it.each([
      ['no id', { id: undefined }],
      ['a non-uuid id', { id: 'abc' }],
      ['no occurredAt', { occurredAt: undefined }],
      ['a non-ISO occurredAt', { occurredAt: 'ontem' }],
    ])('answers 400 to an event with %s', async (_, overrides) => {
      const res = await ana.client.post(api.analyticsEventsBatch, { events: [event(overrides)] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Dados inválidos');
    });

    it('answers 400 to an empty batch and to more than 100 events', async () => {
      expect((await ana.client.post(api.analyticsEventsBatch, { events: [] })).status).toBe(400);
      const many = Array.from({ length: 101 }, () => event());
      expect((await ana.client.post(api.analyticsEventsBatch, { events: many })).status).toBe(400);
      const hundred = Array.from({ length: 100 }, () => event());
      expect((await ana.client.post(api.analyticsEventsBatch, { events: hundred })).body).toEqual({
        accepted: 100,
        duplicates: 0,
      });
    });

    it('keeps the single-event endpoint working', async () => {
      expect((await ana.client.post(api.analyticsEvents, { name: 'user_login' })).status).toBe(204);
    });
  });
});
