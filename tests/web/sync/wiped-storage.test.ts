/**
 * Issue 19: the browser wipes IndexedDB while records are still waiting. They are lost, but the
 * member is told how many once the first pull shows which ones the server never got.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckinDto } from '../../../shared/api-types';
import { syncTexts } from '../../../shared/texts/sync.texts';
import { db } from '../../../web/data/db';
import { recordCheckin } from '../../../web/data/member-writes';
import { readLedger } from '../../../web/sync/pending-ledger';
import { SyncEngine } from '../../../web/sync/sync-engine';
import { ALICE, checkinInput, fakeFetch, resetDb, summaryFor } from './sync-test-kit';

let engine: SyncEngine | undefined;
beforeEach(async () => {
  await resetDb();
  localStorage.clear();
});
afterEach(() => engine?.stop());

const asDto = (id: string, date: string): CheckinDto => ({
  id,
  userId: ALICE,
  date,
  hadRelapse: false,
  amountSpent: 0,
  mood: 3,
  notes: null,
  recordedAt: `${date}T15:00:00.000Z`,
  version: 1,
});

function engineWith(fetch: typeof globalThis.fetch, notify = vi.fn()) {
  return new SyncEngine({
    db,
    fetch,
    signedInUserId: () => ALICE,
    retryBaseMs: 60_000,
    notify,
    postToWorker: () => undefined,
  });
}

describe('a wiped database with records pending', () => {
  it('after the first pull, tells how many records the server never got', async () => {
    const reached = await recordCheckin(ALICE, checkinInput({ date: '2026-01-04' }));
    await recordCheckin(ALICE, checkinInput({ date: '2026-01-05' }));
    await recordCheckin(ALICE, checkinInput({ date: '2026-01-06' }));
    // Offline: the engine remembers the three pending records outside IndexedDB.
    engine = engineWith(fakeFetch(new TypeError('Failed to fetch')).fetch);
    engine.start(ALICE);
    await vi.waitFor(() => expect(readLedger(ALICE)).toHaveLength(3));
    engine.stop();

    // The browser wipes IndexedDB; one of the three had reached the server meanwhile.
    await resetDb();
    const notify = vi.fn();
    const pull = Response.json({
      records: [asDto(reached.id, '2026-01-04')],
      cursor: 4,
      reset: false,
      summary: summaryFor(ALICE),
    });
    engine = engineWith(fakeFetch(pull).fetch, notify);
    engine.start(ALICE);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: syncTexts.lostAfterWipeTitle,
          description: syncTexts.lostAfterWipe(2),
        }),
      ),
    );
    expect(await db.checkins.get(reached.id)).toBeDefined();
  });

  it('says nothing when the database was not wiped (records simply sent)', async () => {
    await recordCheckin(ALICE, checkinInput());
    await db.summaries.put({
      userId: ALICE,
      dashboard: summaryFor(ALICE),
      cursor: 0,
      updatedAt: new Date().toISOString(),
    });
    engine = engineWith(fakeFetch(new TypeError('Failed to fetch')).fetch);
    engine.start(ALICE);
    await vi.waitFor(() => expect(readLedger(ALICE)).toHaveLength(1));
    engine.stop();
    const notify = vi.fn();
    const answer = (req: { path: string; body: unknown }) =>
      req.path.startsWith('/api/sync/pull')
        ? Response.json({ records: [], cursor: 2, reset: false, summary: summaryFor(ALICE) })
        : Response.json({
            results: (req.body as { records: { id: string }[] }).records.map((r) => ({
              id: r.id,
              status: 'stored',
              version: 1,
            })),
          });
    engine = engineWith(fakeFetch(answer).fetch, notify);
    engine.start(ALICE);
    await vi.waitFor(() => expect(engine!.status.get().lastSyncedAt).not.toBeNull());
    expect(notify).not.toHaveBeenCalled();
  });
});
