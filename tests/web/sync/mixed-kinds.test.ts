import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckinDto, SyncPullRecord, SyncPullResponse } from '../../../shared/api-types';
import type { JournalEntryDto } from '../../../shared/schemas/journal.schema';
import { clearUserData, db } from '../../../web/data/db';
import { createEntry, deleteEntry } from '../../../web/data/journal-writes';
import { recordCheckin } from '../../../web/data/member-writes';
import {
  ALICE,
  BOB,
  checkinInput,
  engineFor,
  fakeFetch,
  pushAnswer,
  resetDb,
  summaryFor,
} from './sync-test-kit';

beforeEach(resetDb);

const content = (patch: Partial<Parameters<typeof createEntry>[1]> = {}) => ({
  date: '2026-01-05',
  title: null,
  text: 'Hoje foi um dia calmo.',
  mood: null,
  tags: [],
  ...patch,
});

type WireRecord = { type: string; id: string; baseVersion?: number };
const recordsOf = (body: unknown) => (body as { records: WireRecord[] }).records;

/** A push reply: every record stored, documents at version 7. */
const storedWithVersion = (version: number) => (req: { body: unknown }) =>
  Response.json({
    results: recordsOf(req.body).map((r) => ({
      id: r.id,
      status: 'stored',
      ...(r.type === 'journal' ? { version } : {}),
    })),
  });

const pull = (records: SyncPullRecord[], cursor: number, reset = false): SyncPullResponse => ({
  records,
  cursor,
  reset,
  summary: summaryFor(ALICE),
});

function entryDto(
  id: string,
  patch: Partial<Extract<JournalEntryDto, { deleted: false }>> = {},
): JournalEntryDto {
  return {
    type: 'journal',
    id,
    version: 4,
    deleted: false,
    date: '2026-01-04',
    title: 'Do outro aparelho',
    text: 'Escrito no celular.',
    mood: 4,
    tags: ['tedio'],
    recordedAt: '2026-01-04T12:00:00.000Z',
    updatedAt: '2026-01-04T12:00:00.000Z',
    ...patch,
  };
}

describe('the generic outbox: every synced kind in mixed batches', () => {
  it('sends check-ins and diary entries in one push and settles each by its kind', async () => {
    const checkin = await recordCheckin(ALICE, checkinInput());
    const entry = await createEntry(ALICE, content({ title: 'Sexta', mood: 2, tags: ['futebol'] }));
    const { fetch, sent } = fakeFetch(storedWithVersion(7));

    expect(await engineFor(fetch).flushOutbox(ALICE)).toEqual({ outcome: 'done', pending: 0 });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/sync/push');
    const records = recordsOf(sent[0]!.body);
    expect(records.map((r) => r.type)).toEqual(['checkin', 'journal']);
    expect(records[1]).toEqual({
      type: 'journal',
      id: entry.id,
      baseVersion: 0,
      recordedAt: entry.recordedAt,
      date: '2026-01-05',
      title: 'Sexta',
      text: 'Hoje foi um dia calmo.',
      mood: 2,
      tags: ['futebol'],
    });
    expect((await db.checkins.get(checkin.id))?.syncState).toBe('synced');
    expect(await db.journal.get(entry.id)).toMatchObject({ syncState: 'synced', version: 7 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('batches at most 100 records of any kind per request', async () => {
    for (let i = 0; i < 60; i++) await recordCheckin(ALICE, checkinInput());
    for (let i = 0; i < 60; i++) await createEntry(ALICE, content());
    const { fetch, sent } = fakeFetch(storedWithVersion(1));
    await engineFor(fetch).flushOutbox(ALICE);
    const batches = sent.map((r) => recordsOf(r.body));
    expect(batches.map((b) => b.length)).toEqual([100, 20]);
    expect(new Set(batches[0]!.map((r) => r.type))).toEqual(new Set(['checkin', 'journal']));
  });

  it('a rejected diary entry is kept with the reason and counted with the refused records', async () => {
    const entry = await createEntry(ALICE, content());
    const engine = engineFor(
      fakeFetch(pushAnswer('rejected', 'Escolha uma data entre 01/01/2000 e hoje')).fetch,
    );
    engine.start(ALICE);
    await engine.flushOutbox(ALICE);
    expect(await db.journal.get(entry.id)).toMatchObject({
      syncState: 'rejected',
      syncMessage: 'Escolha uma data entre 01/01/2000 e hoje',
    });
    await expect.poll(() => engine.status.get().rejectedCount).toBe(1);
    engine.stop();
  });

  it('a deletion waits out its undo window, unless the member asks to send everything now', async () => {
    const entry = await createEntry(ALICE, content());
    await engineFor(fakeFetch(storedWithVersion(3)).fetch).flushOutbox(ALICE);
    await deleteEntry((await db.journal.get(entry.id))!);

    // An ordinary sync (start, online, a write) leaves it queued.
    const waiting = fakeFetch((req) =>
      req.method === 'GET' ? Response.json(pull([], 3)) : storedWithVersion(4)(req),
    );
    const engine = engineFor(waiting.fetch);
    engine.start(ALICE);
    await expect.poll(() => engine.status.get().state).toBe('idle');
    expect(waiting.sent.map((r) => r.method)).toEqual(['GET']);
    expect(engine.status.get().pendingCount).toBe(1);
    engine.stop();

    const now = fakeFetch(storedWithVersion(4));
    await engineFor(now.fetch).flushOutbox(ALICE);
    expect(recordsOf(now.sent[0]!.body)).toEqual([
      { type: 'journal', id: entry.id, baseVersion: 3, deleted: true },
    ]);
    // The server has the tombstone: nothing of the entry is left here.
    expect(await db.journal.get(entry.id)).toBeUndefined();
  });

  it('sign-out clears every kind of the member, and only theirs', async () => {
    await recordCheckin(ALICE, checkinInput());
    await createEntry(ALICE, content());
    const bobs = await createEntry(BOB, content());
    await clearUserData(ALICE);
    expect(await db.checkins.count()).toBe(0);
    expect((await db.journal.toArray()).map((e) => e.id)).toEqual([bobs.id]);
    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual([bobs.id]);
  });
});

describe('the generic pull: every type by its own rule', () => {
  const checkinDto = (id: string): CheckinDto => ({
    id,
    userId: ALICE,
    date: '2026-01-03',
    hadRelapse: false,
    amountSpent: 0,
    mood: 3,
    notes: null,
    recordedAt: '2026-01-03T15:00:00.000Z',
    version: 2,
  });

  it('applies check-ins (typed or not) and diary entries, and skips kinds it does not know', async () => {
    const entryId = '00000000-0000-7000-8000-0000000000e1';
    const records = [
      checkinDto('00000000-0000-7000-8000-0000000000c1'),
      { ...checkinDto('00000000-0000-7000-8000-0000000000c2'), type: 'checkin' as const },
      entryDto(entryId),
      { type: 'course-progress', id: 'x' } as unknown as SyncPullRecord,
    ];
    await engineFor(fakeFetch(Response.json(pull(records, 9))).fetch).pullChanges(ALICE);
    expect(await db.checkins.count()).toBe(2);
    expect(await db.journal.get(entryId)).toMatchObject({
      userId: ALICE,
      version: 4,
      syncState: 'synced',
      title: 'Do outro aparelho',
      deleted: false,
    });
    expect((await db.summaries.get(ALICE))?.cursor).toBe(9);
  });

  it('a pulled tombstone removes a synced entry; a newer version replaces it', async () => {
    const kept = '00000000-0000-7000-8000-0000000000e2';
    const gone = '00000000-0000-7000-8000-0000000000e3';
    await engineFor(fakeFetch(Response.json(pull([entryDto(kept), entryDto(gone)], 3))).fetch).pullChanges(
      ALICE,
    );
    const tombstone: JournalEntryDto = {
      type: 'journal',
      id: gone,
      version: 5,
      deleted: true,
      updatedAt: '2026-01-05T12:00:00.000Z',
    };
    const newer = entryDto(kept, { version: 6, text: 'Mudei de ideia.' });
    await engineFor(fakeFetch(Response.json(pull([tombstone, newer], 6))).fetch).pullChanges(ALICE);
    expect(await db.journal.get(gone)).toBeUndefined();
    expect(await db.journal.get(kept)).toMatchObject({ version: 6, text: 'Mudei de ideia.' });
  });

  it('leaves an entry this device is still sending to its push, and reset keeps it', async () => {
    const mine = await createEntry(ALICE, content({ text: 'Meu texto.' }));
    const theirs = entryDto(mine.id, { text: 'Outro texto.' });
    await engineFor(fakeFetch(Response.json(pull([theirs], 4, true))).fetch).pullChanges(ALICE);
    expect(await db.journal.get(mine.id)).toMatchObject({ text: 'Meu texto.', syncState: 'pending' });
    expect(await db.outbox.get(mine.id)).toBeDefined();
  });

  it('reset replaces the synced entries of the member', async () => {
    const stale = '00000000-0000-7000-8000-0000000000e4';
    await engineFor(fakeFetch(Response.json(pull([entryDto(stale)], 3))).fetch).pullChanges(ALICE);
    const fresh = '00000000-0000-7000-8000-0000000000e5';
    await engineFor(fakeFetch(Response.json(pull([entryDto(fresh)], 2, true))).fetch).pullChanges(ALICE);
    expect((await db.journal.toArray()).map((e) => e.id)).toEqual([fresh]);
  });
});
