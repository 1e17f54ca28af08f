import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntryDto } from '../../../shared/schemas/journal.schema';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { db } from '../../../web/data/db';
import {
  createEntry,
  deleteEntry,
  editEntry,
  keepMine,
  takeTheirs,
  UNDO_WINDOW_MS,
  undoDelete,
} from '../../../web/data/journal-writes';
import { SyncEngine } from '../../../web/sync/sync-engine';
import { ALICE, fakeFetch, resetDb, type SentRequest } from '../sync/sync-test-kit';

beforeEach(resetDb);

const content = (text = 'Hoje eu consegui.') => ({
  date: '2026-01-05',
  title: null,
  text,
  mood: null,
  tags: [],
});
type Wire = { id: string; baseVersion: number; deleted?: true; text?: string };
const wireOf = (req: SentRequest) => (req.body as { records: Wire[] }).records;

/** A push reply built per record; pulls (GET) get an empty page. */
function server(answer: (record: Wire) => Omit<SyncRecordResult, 'id'>) {
  return fakeFetch((req) =>
    req.method === 'GET'
      ? Response.json({ records: [], cursor: 1, reset: false, summary: { user: { id: ALICE } } })
      : Response.json({ results: wireOf(req).map((r) => ({ id: r.id, ...answer(r) })) }),
  );
}

function engine(fetch: typeof globalThis.fetch, notify = vi.fn()) {
  return {
    engine: new SyncEngine({ db, fetch, signedInUserId: () => ALICE, retryBaseMs: 60_000, notify }),
    notify,
  };
}

const theirs = (id: string, version: number, text = 'Escrito no outro aparelho.'): JournalEntryDto => ({
  type: 'journal',
  id,
  version,
  deleted: false,
  date: '2026-01-05',
  title: null,
  text,
  mood: null,
  tags: [],
  recordedAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T11:00:00.000Z',
});

async function syncedEntry(version = 2) {
  const entry = await createEntry(ALICE, content());
  await engine(server(() => ({ status: 'stored', version })).fetch).engine.flushOutbox(ALICE);
  return (await db.journal.get(entry.id))!;
}

describe('editing on the device', () => {
  it('an edit is pending at once and goes out based on the version it was made on', async () => {
    const entry = await syncedEntry(2);
    await editEntry(entry, content('Mudei uma palavra.'));
    expect(await db.journal.get(entry.id)).toMatchObject({
      syncState: 'pending',
      text: 'Mudei uma palavra.',
    });
    const { fetch, sent } = server(() => ({ status: 'stored', version: 5 }));
    await engine(fetch).engine.flushOutbox(ALICE);
    expect(wireOf(sent[0]!)).toMatchObject([{ id: entry.id, baseVersion: 2, text: 'Mudei uma palavra.' }]);
    expect(await db.journal.get(entry.id)).toMatchObject({ syncState: 'synced', version: 5 });
  });

  it('an edit made while the previous one is on its way is sent next, on the version that reply gave', async () => {
    const entry = await syncedEntry(2);
    const first = await editEntry(entry, content('Primeira mudança.'));
    let second: Promise<unknown> | null = null;
    const { fetch, sent } = server(() => {
      // The member saves again while the request is out.
      second ??= editEntry(first, content('Segunda mudança.'));
      return { status: 'stored', version: 3 };
    });
    const { engine: e } = engine(fetch);
    await e.flushOutbox(ALICE);
    await second;
    expect(await db.journal.get(entry.id)).toMatchObject({ syncState: 'pending', version: 3 });
    await e.flushOutbox(ALICE);
    expect(wireOf(sent[1]!)).toMatchObject([{ baseVersion: 3, text: 'Segunda mudança.' }]);
    expect(await db.journal.get(entry.id)).toMatchObject({ syncState: 'synced', text: 'Segunda mudança.' });
  });
});

describe('a conflict: both versions kept, the member chooses', () => {
  async function conflicted() {
    const entry = await syncedEntry(2);
    await editEntry(entry, content('Minha versão.'));
    const current = theirs(entry.id, 4);
    await engine(
      server(() => ({ status: 'conflict', message: 'Conflito', current })).fetch,
    ).engine.flushOutbox(ALICE);
    return { id: entry.id, current };
  }

  it('keeps the member’s text and the server’s copy, and sends nothing until they choose', async () => {
    const { id, current } = await conflicted();
    expect(await db.journal.get(id)).toMatchObject({
      syncState: 'conflict',
      text: 'Minha versão.',
      conflict: current,
    });
    expect(await db.outbox.get(id)).toBeUndefined();
  });

  it('"Ficar com este" sends the member’s text as an edit of the server’s version', async () => {
    const { id } = await conflicted();
    await keepMine(id);
    const { fetch, sent } = server(() => ({ status: 'stored', version: 5 }));
    await engine(fetch).engine.flushOutbox(ALICE);
    expect(wireOf(sent[0]!)).toMatchObject([{ id, baseVersion: 4, text: 'Minha versão.' }]);
    expect(await db.journal.get(id)).toMatchObject({ syncState: 'synced', version: 5, conflict: null });
  });

  it('"Ficar com o do outro aparelho" takes the server’s copy, already synced', async () => {
    const { id } = await conflicted();
    await takeTheirs(id);
    expect(await db.journal.get(id)).toMatchObject({
      syncState: 'synced',
      version: 4,
      text: 'Escrito no outro aparelho.',
      conflict: null,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('the same text on both sides is no conflict', async () => {
    const entry = await syncedEntry(2);
    await editEntry(entry, content('Igual.'));
    const current = theirs(entry.id, 6, 'Igual.');
    await engine(server(() => ({ status: 'conflict', current })).fetch).engine.flushOutbox(ALICE);
    expect(await db.journal.get(entry.id)).toMatchObject({ syncState: 'synced', version: 6 });
  });

  it('deleted on another device: the entry goes, and the member may keep the text as a new entry', async () => {
    const entry = await syncedEntry(2);
    await editEntry(entry, content('Texto que eu ia perder.'));
    const tombstone: JournalEntryDto = {
      type: 'journal',
      id: entry.id,
      version: 7,
      deleted: true,
      updatedAt: '2026-01-05T12:00:00.000Z',
    };
    const { engine: e, notify } = engine(server(() => ({ status: 'conflict', current: tombstone })).fetch);
    await e.flushOutbox(ALICE);
    expect(await db.journal.get(entry.id)).toBeUndefined();
    expect(notify).toHaveBeenCalledTimes(1);
    const notice = notify.mock.calls[0]![0] as { title: string; action: { onClick: () => void } };
    expect(notice.title).toMatch(/apagada em outro aparelho/);
    notice.action.onClick();
    await vi.waitFor(async () => expect(await db.journal.count()).toBe(1));
    expect((await db.journal.toArray())[0]).toMatchObject({ text: 'Texto que eu ia perder.', version: 0 });
  });
});

describe('deleting with undo', () => {
  it('hides the entry at once and waits before sending', async () => {
    const entry = await syncedEntry(2);
    await deleteEntry(entry);
    const row = await db.journal.get(entry.id);
    expect(row).toMatchObject({ deleted: true, syncState: 'pending' });
    const queued = await db.outbox.get(entry.id);
    expect(Date.parse(queued!.sendAfter!) - Date.now()).toBeGreaterThan(UNDO_WINDOW_MS - 1000);
  });

  it('undo before it was sent puts the entry back exactly as it was', async () => {
    const entry = await syncedEntry(2);
    const deleted = await deleteEntry(entry);
    expect(await undoDelete(deleted)).toBe('restored');
    expect(await db.journal.get(entry.id)).toMatchObject({ deleted: false, syncState: 'synced', version: 2 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('undo of an entry never sent keeps it waiting to be sent', async () => {
    const entry = await createEntry(ALICE, content('Ainda não foi.'));
    const deleted = await deleteEntry(entry);
    expect(await undoDelete(deleted)).toBe('restored');
    expect(await db.journal.get(entry.id)).toMatchObject({ deleted: false, syncState: 'pending' });
    expect(await db.outbox.get(entry.id)).toMatchObject({ attempts: 0 });
    expect((await db.outbox.get(entry.id))?.sendAfter).toBeUndefined();
  });

  it('undo after the deletion was sent brings the text back as a new entry', async () => {
    const entry = await syncedEntry(2);
    const deleted = await deleteEntry(entry);
    await engine(server(() => ({ status: 'stored', version: 3 })).fetch).engine.flushOutbox(ALICE);
    expect(await db.journal.get(entry.id)).toBeUndefined();
    expect(await undoDelete(deleted)).toBe('copied');
    const [copy] = await db.journal.toArray();
    expect(copy).toMatchObject({
      text: 'Hoje eu consegui.',
      version: 0,
      syncState: 'pending',
      deleted: false,
    });
    expect(copy!.id).not.toBe(entry.id);
  });
});
