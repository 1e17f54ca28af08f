import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserData, db, type LocalCheckin } from '../../../web/data/db';
import { MemberCheckinStore } from '../../../web/data/member-checkin-store';
import { recordCheckin } from '../../../web/data/member-writes';
import { ALICE, BOB, checkinInput, engineFor, fakeFetch, pushAnswer, resetDb } from '../sync/sync-test-kit';

let unsubscribe: (() => void) | undefined;
beforeEach(resetDb);
afterEach(() => unsubscribe?.());

async function watch(userId: string) {
  const store = new MemberCheckinStore(db, userId);
  unsubscribe = store.subscribe(() => {});
  await vi.waitFor(() => expect(store.getSnapshot()).toBeDefined());
  return store;
}

describe('MemberCheckinStore', () => {
  it('reads the member’s rows once, then follows writes without reading them all again', async () => {
    const first = await recordCheckin(ALICE, checkinInput());
    const store = await watch(ALICE);
    expect(store.getSnapshot()?.map((c) => c.id)).toEqual([first.id]);
    const read = vi.spyOn(db.checkins, 'where');
    const second = await recordCheckin(ALICE, checkinInput());
    await recordCheckin(BOB, checkinInput());
    await vi.waitFor(() => expect(store.getSnapshot()?.map((c) => c.id)).toEqual([first.id, second.id]));
    expect(read).not.toHaveBeenCalled();
  });

  it('follows sync settling, pulls and sign-out', async () => {
    const row = await recordCheckin(ALICE, checkinInput());
    const store = await watch(ALICE);
    await engineFor(fakeFetch(pushAnswer('stored')).fetch).flushOutbox(ALICE);
    await vi.waitFor(() => expect(store.getSnapshot()?.[0]?.syncState).toBe('synced'));

    const pulled: LocalCheckin = { ...row, id: '00000000-0000-7000-8000-000000000001', version: 3 };
    await db.checkins.bulkPut([pulled]);
    await vi.waitFor(() => expect(store.getSnapshot()?.map((c) => c.id)).toEqual([pulled.id, row.id]));

    await clearUserData(ALICE);
    await vi.waitFor(() => expect(store.getSnapshot()).toEqual([]));
  });

  it('a change made while the first read is under way is not lost', async () => {
    const store = new MemberCheckinStore(db, ALICE);
    unsubscribe = store.subscribe(() => {});
    const row = await recordCheckin(ALICE, checkinInput());
    await vi.waitFor(() => expect(store.getSnapshot()?.map((c) => c.id)).toEqual([row.id]));
  });

  it('a write whose transaction aborts is taken back', async () => {
    const kept = await recordCheckin(ALICE, checkinInput());
    const store = await watch(ALICE);
    const ghost: LocalCheckin = { ...kept, id: '00000000-0000-7000-8000-00000000dead' };
    await expect(
      db.transaction('rw', db.checkins, async () => {
        await db.checkins.add(ghost);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await vi.waitFor(() => expect(store.getSnapshot()?.map((c) => c.id)).toEqual([kept.id]));
    expect(await db.checkins.get(ghost.id)).toBeUndefined();
  });

  it('shows a new check-in before IndexedDB has it, and takes it back if the write fails', async () => {
    const kept = await recordCheckin(ALICE, checkinInput());
    const store = await watch(ALICE);
    const seen: string[][] = [];
    const stop = store.subscribe(() => seen.push(store.getSnapshot()!.map((c) => c.id)));

    const saved = recordCheckin(ALICE, checkinInput({ mood: 4 }));
    // Synchronously, in the caller's task: nothing has been written yet.
    const [shown] = seen.at(-1)!.filter((id) => id !== kept.id);
    expect(shown).toBeDefined();
    expect(await db.checkins.get(shown!)).toBeUndefined();
    const row = await saved;
    expect(row.id).toBe(shown);
    expect(await db.checkins.get(shown!)).toEqual(row);
    expect(seen).toHaveLength(1); // the write's own report changed nothing

    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'));
    const failed = recordCheckin(ALICE, checkinInput({ mood: 1 }));
    expect(store.getSnapshot()).toHaveLength(3);
    await expect(failed).rejects.toThrow('QuotaExceededError');
    await vi.waitFor(() => expect(store.getSnapshot()?.map((c) => c.id)).toEqual([kept.id, row.id]));
    expect(await db.checkins.count()).toBe(2);
    stop();
  });

  it('keeps rows ordered by id whatever order they arrive in', async () => {
    const store = await watch(ALICE);
    const base = await recordCheckin(ALICE, checkinInput());
    const ids = ['00000000-0000-7000-8000-00000000000b', '00000000-0000-7000-8000-00000000000a'];
    for (const id of ids) await db.checkins.put({ ...base, id });
    await vi.waitFor(() => expect(store.getSnapshot()?.map((c) => c.id)).toEqual([ids[1], ids[0], base.id]));
    await db.checkins.delete(ids[0]!);
    await vi.waitFor(() => expect(store.getSnapshot()?.map((c) => c.id)).toEqual([ids[1], base.id]));
  });

  it('clearing the table makes it read again', async () => {
    await recordCheckin(ALICE, checkinInput());
    const store = await watch(ALICE);
    await db.checkins.clear();
    await vi.waitFor(() => expect(store.getSnapshot()).toEqual([]));
  });
});
