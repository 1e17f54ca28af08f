import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '../../../shared/schemas/journal.schema';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { type LocalJournalEntry, ViradaDb } from '../../../web/data/db';
import { createEntry, deleteEntry, editEntry, keepMine, takeTheirs } from '../../../web/data/journal-writes';
import { SyncEngine } from '../../../web/sync/sync-engine';
import { ALICE, summaryFor } from './sync-test-kit';

/**
 * The device side of convergence (DESIGN.md §5.7): two devices of one member edit and delete the
 * same entries offline, in any order, sync in any order (an edit may even land while a push is on
 * its way), and the member settles every conflict either way. In the end both devices show what
 * the server holds. The server here is a model of the wire contract (issue 10), not the real one.
 */
interface Doc {
  version: number;
  content: Content | null;
  recordedAt: string;
}
type Content = Pick<LocalJournalEntry, 'date' | 'title' | 'text' | 'mood' | 'tags'>;
type Pushed = Content & {
  type: 'journal';
  id: string;
  baseVersion: number;
  deleted?: true;
  recordedAt?: string;
};

class ModelServer {
  private version = 0;
  readonly docs = new Map<string, Doc>();

  push(records: Pushed[]): SyncRecordResult[] {
    return records.map((r) => {
      const current = this.docs.get(r.id);
      const content: Content | null = r.deleted
        ? null
        : { date: r.date, title: r.title, text: r.text, mood: r.mood, tags: r.tags };
      if (content === null) {
        if (current && current.content === null)
          return { id: r.id, status: 'duplicate', version: current.version };
        return this.store(r.id, null, current?.recordedAt ?? '2026-01-01T00:00:00.000Z');
      }
      if (!current) return this.store(r.id, content, r.recordedAt ?? '2026-01-01T00:00:00.000Z');
      if (current.content === null) return { id: r.id, status: 'conflict', current: this.dto(r.id, current) };
      if (JSON.stringify(current.content) === JSON.stringify(content))
        return { id: r.id, status: 'duplicate', version: current.version };
      if (r.baseVersion === current.version) return this.store(r.id, content, current.recordedAt);
      return { id: r.id, status: 'conflict', current: this.dto(r.id, current) };
    });
  }

  pull(cursor: number) {
    const records = [...this.docs.entries()]
      .filter(([, doc]) => doc.version > cursor)
      .sort(([, a], [, b]) => a.version - b.version)
      .map(([id, doc]) => this.dto(id, doc));
    return { records, cursor: this.version, reset: cursor === 0, summary: summaryFor(ALICE) };
  }

  private store(id: string, content: Content | null, recordedAt: string): SyncRecordResult {
    this.version += 1;
    this.docs.set(id, { version: this.version, content, recordedAt });
    return { id, status: 'stored', version: this.version };
  }

  private dto(id: string, doc: Doc): JournalEntryDto {
    const updatedAt = '2026-01-02T00:00:00.000Z';
    if (!doc.content) return { type: 'journal', id, version: doc.version, deleted: true, updatedAt };
    return {
      type: 'journal',
      id,
      version: doc.version,
      deleted: false,
      ...doc.content,
      recordedAt: doc.recordedAt,
      updatedAt,
    };
  }
}

interface Device {
  db: ViradaDb;
  engine: SyncEngine;
  /** Runs once inside the next push, as if the member saved while the request was out. */
  duringPush: (() => Promise<unknown>) | null;
}

let dbCount = 0;
const opened: ViradaDb[] = [];
afterAll(async () => Promise.all(opened.map((d) => d.delete())));

function device(server: ModelServer): Device {
  const db = new ViradaDb(`convergence-${++dbCount}`);
  opened.push(db);
  const dev: Device = { db, engine: null as unknown as SyncEngine, duringPush: null };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (init?.method === 'POST') {
      const { records } = JSON.parse(String(init.body)) as { records: Pushed[] };
      const racing = dev.duringPush;
      dev.duringPush = null;
      await racing?.();
      return Response.json({ results: server.push(records) });
    }
    return Response.json(server.pull(Number(new URL(path, 'http://x').searchParams.get('cursor'))));
  };
  dev.engine = new SyncEngine({ db, fetch: fetch as typeof globalThis.fetch, signedInUserId: () => ALICE });
  return dev;
}

const visible = async (db: ViradaDb) =>
  (await db.journal.toArray()).filter((e) => !e.deleted).sort((a, b) => (a.id < b.id ? -1 : 1));

async function sync(dev: Device): Promise<void> {
  await dev.engine.flushOutbox(ALICE);
  await dev.engine.pullChanges(ALICE);
}

type Op =
  | { kind: 'create'; on: number; text: string }
  | { kind: 'edit'; on: number; pick: number; text: string }
  | { kind: 'delete'; on: number; pick: number }
  | { kind: 'sync'; on: number }
  | { kind: 'sync-while-editing'; on: number; pick: number; text: string }
  | { kind: 'resolve'; on: number; pick: number; mine: boolean };

const on = fc.integer({ min: 0, max: 1 });
const pick = fc.nat(3);
const text = fc.nat(999).map((n) => `Anotação ${n}.`);
// Weighted towards edits and syncs of few entries, so that the devices contend often.
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('create' as const), on, text }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('edit' as const), on, pick, text }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), on, pick }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), on }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sync-while-editing' as const), on, pick, text }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('resolve' as const), on, pick, mine: fc.boolean() }),
  },
);

const content = (t: string) => ({ date: '2026-01-05', title: null, text: t, mood: null, tags: [] });

async function run(dev: Device, step: Op): Promise<void> {
  const entries = await visible(dev.db);
  const open = entries.filter((e) => e.syncState !== 'conflict');
  const target = (list: LocalJournalEntry[], i: number) => list[i % Math.max(1, list.length)];
  switch (step.kind) {
    case 'create':
      await createEntry(ALICE, content(step.text), dev.db);
      return;
    case 'edit': {
      const e = target(open, step.pick);
      if (e) await editEntry(e, content(step.text), dev.db);
      return;
    }
    case 'delete': {
      const e = target(entries, step.pick);
      if (e) await deleteEntry(e, dev.db);
      return;
    }
    case 'sync':
      return sync(dev);
    case 'sync-while-editing': {
      const e = target(open, step.pick);
      if (e)
        dev.duringPush = async () => editEntry((await dev.db.journal.get(e.id))!, content(step.text), dev.db);
      return sync(dev);
    }
    case 'resolve': {
      const e = target(
        entries.filter((x) => x.syncState === 'conflict'),
        step.pick,
      );
      if (e) await (step.mine ? keepMine : takeTheirs)(e.id, dev.db);
    }
  }
}

/** The member settles what is left (each conflict one way), and both devices sync until quiet. */
async function settle(devices: Device[], mine: boolean): Promise<void> {
  for (let round = 0; round < 8; round++) {
    for (const dev of devices) {
      for (const e of await dev.db.journal.filter((x) => x.syncState === 'conflict').toArray())
        await (mine ? keepMine : takeTheirs)(e.id, dev.db);
      await sync(dev);
    }
  }
}

describe('two devices editing and deleting the same entries converge', () => {
  it('both devices end with what the server holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 24 }), fc.boolean(), async (ops, mine) => {
        const server = new ModelServer();
        const devices = [device(server), device(server)];
        // One entry both devices have, so they contend from the start.
        await createEntry(ALICE, content('O começo.'), devices[0]!.db);
        await sync(devices[0]!);
        await sync(devices[1]!);
        for (const step of ops) await run(devices[step.on]!, step);
        await settle(devices, mine);

        const held = [...server.docs.entries()]
          .filter(([, doc]) => doc.content !== null)
          .map(([id, doc]) => ({ id, text: doc.content!.text, version: doc.version }))
          .sort((a, b) => (a.id < b.id ? -1 : 1));
        for (const dev of devices) {
          const shown = (await visible(dev.db)).map((e) => ({ id: e.id, text: e.text, version: e.version }));
          expect(shown).toEqual(held);
          expect(await dev.db.outbox.count()).toBe(0);
          // A tombstone beats every edit: nothing the server deleted is shown anywhere.
          for (const [id, doc] of server.docs)
            if (!doc.content) expect(await dev.db.journal.get(id)).toBeUndefined();
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
