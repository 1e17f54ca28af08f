import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../shared/constants';
import { db } from '../../../web/data/db';
import { recordCheckin } from '../../../web/data/member-writes';
import { signOut } from '../../../web/features/auth/sign-out';
import { readPending, updatePending } from '../../../web/lib/chat-pending';
import { countPendingRecords } from '../../../web/sync/forget-member';
import { ALICE, BOB, checkinInput, resetDb, summaryFor } from './sync-test-kit';

beforeEach(resetDb);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function signInAs(id: string, userType = 'client') {
  localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({ id, name: 'Alice', email: 'a@b.c', userType, createdAt: '2026-01-01T00:00:00.000Z' }),
  );
}

describe('sign-out', () => {
  it('counts the member’s pending records (the warning’s trigger)', async () => {
    await recordCheckin(ALICE, checkinInput());
    await recordCheckin(ALICE, checkinInput());
    await recordCheckin(BOB, checkinInput());
    expect(await countPendingRecords(ALICE)).toBe(2);
  });

  it('clears only the signed-out member’s local data, and the stored user', async () => {
    signInAs(ALICE);
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const deleteCache = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleteCache });
    await recordCheckin(ALICE, checkinInput());
    const bobs = await recordCheckin(BOB, checkinInput());
    await db.summaries.put({ userId: ALICE, dashboard: summaryFor(ALICE), cursor: 3, updatedAt: '' });
    const unsent = (id: string) => [{ id, room: 'geral', text: 'Oi', createdAt: '2026-01-01T00:00:00.000Z' }];
    updatePending(ALICE, () => unsent('a1'));
    updatePending(BOB, () => unsent('b1'));

    await signOut();

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(await db.checkins.toArray()).toEqual([bobs]);
    expect((await db.outbox.toArray()).map((o) => o.userId)).toEqual([BOB]);
    expect(await db.summaries.get(ALICE)).toBeUndefined();
    // Chat messages not sent yet are hers too.
    expect(readPending(ALICE)).toEqual([]);
    expect(readPending(BOB).map((m) => m.id)).toEqual(['b1']);
    // So are the community pages the worker kept for her to read offline.
    expect(deleteCache).toHaveBeenCalledWith('virada-community-reads-v1');
  });

  it('offline, the local sign-out still clears the data', async () => {
    signInAs(ALICE);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await recordCheckin(ALICE, checkinInput());
    await signOut();
    expect(await db.checkins.count()).toBe(0);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});
