/**
 * The offline analytics outbox (issue 5, behaviour tracker): events recorded offline are kept in
 * Dexie and sent in one batch later; rows go only after a 2xx, stay on 5xx / no network, and a
 * refused (4xx) batch is dropped so it never blocks the next ones.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api';
import { ViradaDb } from '../../../web/data/db';
import { enqueueAnalyticsEvent, flushAnalyticsOutbox } from '../../../web/lib/analytics-outbox';
import { fakeFetch } from '../sync/sync-test-kit';

let db: ViradaDb;

beforeEach(async () => {
  db = new ViradaDb(`analytics-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function recordOffline() {
  await enqueueAnalyticsEvent('relapse_recorded', undefined, { db });
  await enqueueAnalyticsEvent('checkin_completed', 'relapse', { db });
  await enqueueAnalyticsEvent('therapist_contacted', 'psy-1', { db });
}

describe('analytics outbox', () => {
  it('keeps events recorded offline (no network: nothing lost)', async () => {
    await recordOffline();
    const { fetch, sent } = fakeFetch(new TypeError('Failed to fetch'));
    const result = await flushAnalyticsOutbox({ db, fetch });
    expect(result).toEqual({ sent: 0, dropped: 0, kept: true });
    expect(sent).toHaveLength(1);
    expect(await db.analyticsOutbox.count()).toBe(3);
  });

  it('sends them in one batch when online and deletes them after a 2xx', async () => {
    await recordOffline();
    const { fetch, sent } = fakeFetch(json(200, { accepted: 3, duplicates: 0 }));
    const result = await flushAnalyticsOutbox({ db, fetch });
    expect(result).toEqual({ sent: 3, dropped: 0, kept: false });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.path).toBe(api.analyticsEventsBatch);
    const { events } = sent[0]!.body as { events: Array<Record<string, unknown>> };
    expect(events.map((e) => e.name).sort()).toEqual([
      'checkin_completed',
      'relapse_recorded',
      'therapist_contacted',
    ]);
    for (const e of events) {
      expect(e.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(String(e.occurredAt)))).toBe(false);
    }
    expect(events.find((e) => e.name === 'therapist_contacted')?.label).toBe('psy-1');
    expect(events.find((e) => e.name === 'relapse_recorded')).not.toHaveProperty('label');
    expect(await db.analyticsOutbox.count()).toBe(0);
  });

  it('keeps them on a 5xx', async () => {
    await recordOffline();
    const { fetch } = fakeFetch(json(503, { code: 'unavailable' }));
    expect(await flushAnalyticsOutbox({ db, fetch })).toEqual({ sent: 0, dropped: 0, kept: true });
    expect(await db.analyticsOutbox.count()).toBe(3);
  });

  it('keeps them on a 429 (the hourly budget is spent; the batch is accepted later)', async () => {
    await recordOffline();
    const { fetch } = fakeFetch(json(429, { code: 'too-many-requests' }));
    expect(await flushAnalyticsOutbox({ db, fetch })).toEqual({ sent: 0, dropped: 0, kept: true });
    expect(await db.analyticsOutbox.count()).toBe(3);
  });

  it('drops a batch the server refuses with 400, logging it, so it never blocks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await recordOffline();
    const { fetch } = fakeFetch(json(400, { code: 'validation-failed', message: 'Dados inválidos' }));
    expect(await flushAnalyticsOutbox({ db, fetch })).toEqual({ sent: 0, dropped: 3, kept: false });
    expect(await db.analyticsOutbox.count()).toBe(0);
    expect(warn).toHaveBeenCalled();
  });

  it('sends more than 100 events in batches of at most 100', async () => {
    for (let i = 0; i < 130; i++) await enqueueAnalyticsEvent('content_viewed', undefined, { db });
    const { fetch, sent } = fakeFetch(json(200, { accepted: 0, duplicates: 0 }));
    expect((await flushAnalyticsOutbox({ db, fetch })).sent).toBe(130);
    expect(sent.map((r) => (r.body as { events: unknown[] }).events.length)).toEqual([100, 30]);
  });
});

describe('analytics flush triggers', () => {
  it('the sync engine flushes the analytics outbox after its exchange (start, online, visible)', async () => {
    const { SyncEngine } = await import('../../../web/sync/sync-engine');
    const { db: pageDb } = await import('../../../web/data/db');
    const flushAnalytics = vi.fn(async () => undefined);
    const { fetch } = fakeFetch((req) =>
      req.path.startsWith('/api/sync/pull')
        ? json(200, { records: [], cursor: 1, reset: false, summary: null })
        : json(200, { results: [] }),
    );
    const engine = new SyncEngine({ db: pageDb, fetch, signedInUserId: () => 'u1', flushAnalytics });
    try {
      engine.start('u1');
      await vi.waitFor(() => expect(flushAnalytics).toHaveBeenCalledTimes(1));
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(flushAnalytics).toHaveBeenCalledTimes(2));
    } finally {
      engine.stop();
    }
  });

  it('track() writes the event into the page outbox without waiting for the network', async () => {
    const { db: pageDb } = await import('../../../web/data/db');
    await pageDb.analyticsOutbox.clear();
    const { fetch } = fakeFetch(new TypeError('offline'));
    vi.stubGlobal('fetch', fetch);
    try {
      const { track } = await import('../../../web/lib/analytics');
      track('user_login');
      await vi.waitFor(async () => expect(await pageDb.analyticsOutbox.count()).toBe(1));
      expect((await pageDb.analyticsOutbox.toArray())[0]).toMatchObject({ name: 'user_login' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('sign-out', () => {
  it('clears pending analytics events so none goes out under the next session', async () => {
    const { db: pageDb } = await import('../../../web/data/db');
    const { storeUser } = await import('../../../web/lib/stored-user');
    const { forgetSignedInUser } = await import('../../../web/features/auth/sign-out');
    await pageDb.analyticsOutbox.add({
      id: crypto.randomUUID(),
      name: 'psychologist_dashboard_viewed',
      occurredAt: new Date().toISOString(),
    });
    storeUser({ id: 'psy-1', name: 'Dra. Ana', email: 'ana@example.com', userType: 'psychologist' } as never);
    await forgetSignedInUser();
    expect(await pageDb.analyticsOutbox.count()).toBe(0);
  });
});
