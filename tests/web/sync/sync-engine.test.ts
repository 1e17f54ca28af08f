import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLEAR_OUTBOX, FLUSH_HEADER, KEEP_FLUSH } from '../../../shared/sync/worker-queue';
import { db } from '../../../web/data/db';
import { recordCheckin } from '../../../web/data/member-writes';
import { SESSION_CHECK_EVENT } from '../../../web/lib/live-events';
import { OFFLINE_COALESCE_MS, type SyncEngine } from '../../../web/sync/sync-engine';
import type { SyncStatus } from '../../../web/sync/sync-status';
import { ALICE, checkinInput, engineFor, fakeFetch, pushAnswer, resetDb, summaryFor } from './sync-test-kit';

let engine: SyncEngine | undefined;
beforeEach(resetDb);
afterEach(() => engine?.stop());

const pullAnswer = () => Response.json({ records: [], cursor: 1, reset: false, summary: summaryFor(ALICE) });
const routes = (push: (req: never) => Response) => (req: { path: string; body: unknown }) =>
  req.path.startsWith('/api/sync/pull') ? pullAnswer() : push(req as never);

function until(e: SyncEngine, test: (s: SyncStatus) => boolean): Promise<SyncStatus> {
  return vi.waitFor(() => {
    const status = e.status.get();
    if (!test(status)) throw new Error(`status is ${JSON.stringify(status)}`);
    return status;
  });
}

describe('SyncEngine', () => {
  it('on start flushes and pulls, then reports everything saved', async () => {
    await recordCheckin(ALICE, checkinInput());
    const { fetch, sent } = fakeFetch(routes(pushAnswer('stored')));
    engine = engineFor(fetch);
    engine.start(ALICE);
    const status = await until(engine, (s) => s.lastSyncedAt !== null && s.pendingCount === 0);
    expect(status).toMatchObject({ state: 'idle', rejectedCount: 0 });
    expect(sent.map((r) => r.path)).toEqual(['/api/sync/push', '/api/sync/pull?cursor=0']);
    expect(await db.summaries.get(ALICE)).toBeDefined();
  });

  it('a write after start is sent (requestSync)', async () => {
    const { fetch, sent } = fakeFetch(routes(pushAnswer('stored')));
    engine = engineFor(fetch);
    engine.start(ALICE);
    await until(engine, (s) => s.lastSyncedAt !== null);
    const row = await recordCheckin(ALICE, checkinInput());
    engine.requestSync();
    await vi.waitFor(async () => expect((await db.checkins.get(row.id))?.syncState).toBe('synced'));
    expect(sent.filter((r) => r.path === '/api/sync/push')).toHaveLength(1);
  });

  it('counts refused records and says so', async () => {
    await recordCheckin(ALICE, checkinInput());
    engine = engineFor(fakeFetch(routes(pushAnswer('rejected', 'Não'))).fetch);
    engine.start(ALICE);
    await until(engine, (s) => s.rejectedCount === 1 && s.pendingCount === 0);
  });

  it('a 401 sets needs-sign-in and keeps the record pending', async () => {
    await recordCheckin(ALICE, checkinInput());
    engine = engineFor(fakeFetch(new Response('', { status: 401 })).fetch);
    engine.start(ALICE);
    await until(engine, (s) => s.state === 'needs-sign-in' && s.pendingCount === 1);
  });

  it('a 401 that says why the session ended passes the reason on with the session check (the answer may clear the cookie, so asking again would not tell)', async () => {
    await recordCheckin(ALICE, checkinInput());
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(SESSION_CHECK_EVENT, listener);
    try {
      const deleted = () =>
        Response.json({ code: 'account-deleted', message: 'Esta conta foi excluída.' }, { status: 401 });
      engine = engineFor(fakeFetch(deleted).fetch);
      engine.start(ALICE);
      await until(engine, (s) => s.state === 'needs-sign-in');
      await vi.waitFor(() => expect(heard).toEqual([{ reason: 'account-deleted' }]));
    } finally {
      window.removeEventListener(SESSION_CHECK_EVENT, listener);
    }
  });

  it('a 401 without a reason asks for a session check without one', async () => {
    await recordCheckin(ALICE, checkinInput());
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(SESSION_CHECK_EVENT, listener);
    try {
      engine = engineFor(fakeFetch(() => Response.json({ code: 'not-signed-in' }, { status: 401 })).fetch);
      engine.start(ALICE);
      await vi.waitFor(() => expect(heard).toEqual([{ reason: null }]));
    } finally {
      window.removeEventListener(SESSION_CHECK_EVENT, listener);
    }
  });

  it('no answer means offline; the record stays pending', async () => {
    await recordCheckin(ALICE, checkinInput());
    engine = engineFor(fakeFetch(new TypeError('Failed to fetch')).fetch);
    engine.start(ALICE);
    await until(engine, (s) => s.state === 'offline' && s.pendingCount === 1);
  });

  it('a 503 is an error to retry; the record stays pending', async () => {
    await recordCheckin(ALICE, checkinInput());
    engine = engineFor(fakeFetch(new Response('', { status: 503 })).fetch);
    engine.start(ALICE);
    await until(engine, (s) => s.state === 'error' && s.pendingCount === 1);
  });

  it('after the worker queued a flush, writes close together go out as one flush of everything pending, and the worker keeps only that copy', async () => {
    const first = await recordCheckin(ALICE, checkinInput());
    const { fetch, sent } = fakeFetch(Response.json({ queued: true }, { status: 202 }));
    const toWorker = vi.fn();
    engine = engineFor(fetch, () => ALICE, toWorker);
    engine.start(ALICE);
    await until(engine, (s) => s.state === 'offline');
    expect(toWorker).toHaveBeenLastCalledWith({ type: KEEP_FLUSH, flushId: sent[0]!.headers[FLUSH_HEADER] });
    const later = [];
    for (let i = 0; i < 3; i++) {
      later.push(await recordCheckin(ALICE, checkinInput()));
      engine.requestSync();
    }
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: OFFLINE_COALESCE_MS + 2000 });
    const ids = (sent[1]!.body as { records: { id: string }[] }).records.map((r) => r.id);
    expect(ids.sort()).toEqual([first, ...later].map((c) => c.id).sort());
    const flushId = sent[1]!.headers[FLUSH_HEADER];
    expect(flushId).not.toBe(sent[0]!.headers[FLUSH_HEADER]);
    await vi.waitFor(() => expect(toWorker).toHaveBeenLastCalledWith({ type: KEEP_FLUSH, flushId }));
  });

  it('when the server took everything and the outbox is empty, the worker drops its queued copies', async () => {
    await recordCheckin(ALICE, checkinInput());
    const { fetch } = fakeFetch(routes(pushAnswer('stored')));
    const toWorker = vi.fn();
    engine = engineFor(fetch, () => ALICE, toWorker);
    engine.start(ALICE);
    await until(engine, (s) => s.lastSyncedAt !== null && s.pendingCount === 0);
    expect(toWorker).toHaveBeenCalledWith({ type: CLEAR_OUTBOX });
  });

  it('requests made during an exchange are coalesced', async () => {
    await recordCheckin(ALICE, checkinInput());
    const { fetch, sent } = fakeFetch(routes(pushAnswer('stored')));
    engine = engineFor(fetch);
    engine.start(ALICE);
    for (let i = 0; i < 5; i++) engine.requestSync();
    await until(engine, (s) => s.lastSyncedAt !== null);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.filter((r) => r.path.startsWith('/api/sync/pull')).length).toBeLessThanOrEqual(2);
  });

  it('stop resets the status and ignores further requests', async () => {
    const { fetch, sent } = fakeFetch(routes(pushAnswer('stored')));
    engine = engineFor(fetch);
    engine.start(ALICE);
    await until(engine, (s) => s.lastSyncedAt !== null);
    engine.stop();
    const before = sent.length;
    engine.requestSync();
    await new Promise((r) => setTimeout(r, 20));
    expect(sent.length).toBe(before);
    expect(engine.status.get()).toEqual({
      state: 'idle',
      pendingCount: 0,
      rejectedCount: 0,
      lastSyncedAt: null,
    });
  });
});
