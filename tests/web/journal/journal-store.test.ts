import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalJournalEntry } from '../../../web/data/db';
import { clearUserData, db } from '../../../web/data/db';
import { createEntry, deleteEntry, editEntry } from '../../../web/data/journal-writes';
import { FIRST_READ, JournalStore, PAGE_READ } from '../../../web/features/journal/journal-store';
import { ALICE, BOB, resetDb } from '../sync/sync-test-kit';

let unsubscribe: (() => void) | undefined;
beforeEach(resetDb);
afterEach(() => unsubscribe?.());

const content = (date: string, text = 'Texto.') => ({ date, title: null, text, mood: null, tags: [] });

async function watch() {
  const store = new JournalStore(db, ALICE);
  unsubscribe = store.subscribe(() => {});
  await vi.waitFor(() => expect(store.getSnapshot()?.complete).toBe(true));
  return store;
}

describe('JournalStore', () => {
  it('reads the member’s entries newest first, then follows writes without reading them again', async () => {
    const older = await createEntry(ALICE, content('2026-01-02'));
    const newer = await createEntry(ALICE, content('2026-01-04'));
    await createEntry(BOB, content('2026-01-05'));
    const store = await watch();
    expect(store.getSnapshot()?.entries.map((e) => e.id)).toEqual([newer.id, older.id]);

    const read = vi.spyOn(db.journal, 'where');
    // Announced synchronously: on the list before the write's promise settles.
    const middle = createEntry(ALICE, content('2026-01-03'));
    expect(store.getSnapshot()?.entries).toHaveLength(3);
    const written = await middle;
    expect(store.getSnapshot()?.entries.map((e) => e.id)).toEqual([newer.id, written.id, older.id]);

    await editEntry(written, content('2026-01-06', 'Outra data.'));
    expect(store.getSnapshot()?.entries[0]).toMatchObject({ id: written.id, text: 'Outra data.' });
    await deleteEntry(store.getSnapshot()!.entries[0]!);
    expect(store.getSnapshot()?.entries.map((e) => e.id)).toEqual([newer.id, older.id]);
    expect(read).not.toHaveBeenCalled();

    await clearUserData(ALICE);
    await vi.waitFor(() => expect(store.getSnapshot()?.entries).toEqual([]));
  });

  it('shows the newest entries first, then the older ones page by page', async () => {
    await db.journal.bulkAdd(days(FIRST_READ + PAGE_READ + 10, 1));
    const store = new JournalStore(db, ALICE);
    const seen: number[] = [];
    unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()!.entries.length));
    await vi.waitFor(() => expect(store.getSnapshot()?.complete).toBe(true));
    // A page ends on a whole day: its last day is read again with the next page.
    expect(seen).toEqual([FIRST_READ - 1, FIRST_READ + PAGE_READ - 2, FIRST_READ + PAGE_READ + 10]);
    const dates = store.getSnapshot()!.entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(store.getSnapshot()!.entries.map((e) => e.id)).size).toBe(dates.length);
  });

  it('opened without a page (the route’s preload) reads the first screen only, and the rest once a page subscribes', async () => {
    await db.journal.bulkAdd(days(FIRST_READ + PAGE_READ + 10, 1));
    const store = new JournalStore(db, ALICE, { keepMs: 1_000 });
    store.open();
    await vi.waitFor(() => expect(store.getSnapshot()?.entries).toHaveLength(FIRST_READ - 1));
    // Given time, nothing more is read while no page shows the diary.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getSnapshot()).toMatchObject({ complete: false });
    expect(store.getSnapshot()?.entries).toHaveLength(FIRST_READ - 1);

    unsubscribe = store.subscribe(() => {});
    await vi.waitFor(() => expect(store.getSnapshot()?.complete).toBe(true));
    expect(store.getSnapshot()?.entries).toHaveLength(FIRST_READ + PAGE_READ + 10);
  });

  it('reads a day with more entries than a page at once', async () => {
    await db.journal.bulkAdd([...days(3, 1), ...days(1, PAGE_READ + 20, 10)]);
    const store = await watch();
    expect(store.getSnapshot()?.entries).toHaveLength(3 + PAGE_READ + 20);
  });

  it('a change made while older pages are read is not undone by them', async () => {
    const rows = days(FIRST_READ + PAGE_READ, 1);
    await db.journal.bulkAdd(rows);
    const oldest = rows[rows.length - 1]!;
    const store = new JournalStore(db, ALICE);
    unsubscribe = store.subscribe(() => {});
    const edited = { ...oldest, text: 'Editado enquanto a lista carregava.', revision: 1 };
    db.journalFeed.announce([edited]);
    await vi.waitFor(() => expect(store.getSnapshot()?.complete).toBe(true));
    const copies = store.getSnapshot()!.entries.filter((e) => e.id === oldest.id);
    expect(copies).toEqual([edited]);
  });
});

/** `count` days of entries, `perDay` a day, going back from 2026-06-30. */
function days(count: number, perDay: number, startDay = 0): LocalJournalEntry[] {
  const out: LocalJournalEntry[] = [];
  for (let d = 0; d < count; d++) {
    const date = new Date(Date.UTC(2026, 5, 30 - d - startDay)).toISOString().slice(0, 10);
    for (let k = 0; k < perDay; k++)
      out.push({
        id: `0000${String(d + startDay).padStart(4, '0')}-0000-7000-8000-${String(k).padStart(12, '0')}`,
        userId: ALICE,
        date,
        title: null,
        text: `Dia ${date}, entrada ${k}.`,
        mood: null,
        tags: [],
        recordedAt: `${date}T12:00:00.000Z`,
        updatedAt: `${date}T12:00:00.000Z`,
        version: 1,
        revision: 0,
        deleted: false,
        conflict: null,
        syncState: 'synced',
        syncMessage: null,
      });
  }
  return out;
}
