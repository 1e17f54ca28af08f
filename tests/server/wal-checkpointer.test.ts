/**
 * The WAL checkpointer (db/wal-checkpointer.ts): with it the ORM's connection never checkpoints
 * in its commits, the log is copied back from another connection, and a log past the limit is
 * restarted so it stays small.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initORM, type Orm } from '../../sync-server/db/orm';
import { transaction, withConnection } from '../../sync-server/db/sql';
import { sideConnection } from '../../sync-server/db/sqlite-side-connection';
import { startWalCheckpointer, type WalCheckpointer } from '../../sync-server/db/wal-checkpointer';

let dir = '';
let orm: Orm | null = null;
let checkpointer: WalCheckpointer | null = null;

afterEach(async () => {
  await checkpointer?.stop();
  await orm?.close(true);
  if (dir) rmSync(dir, { recursive: true, force: true });
  checkpointer = null;
  orm = null;
  dir = '';
});

async function openFile(backgroundCheckpoints: boolean) {
  dir = mkdtempSync(join(tmpdir(), 'virada-wal-'));
  const file = join(dir, 'db.sqlite');
  orm = await initORM(`sqlite:${file}`, { backgroundCheckpoints });
  return file;
}

const autocheckpoint = (o: Orm) =>
  withConnection(
    o.em,
    async (db) =>
      (await db.rows<{ wal_autocheckpoint: number }>('PRAGMA wal_autocheckpoint', []))[0]!.wal_autocheckpoint,
  );

/** Writes `count` settings rows, one transaction each (about a page of log apiece). */
async function write(o: Orm, count: number, prefix: string) {
  for (let i = 0; i < count; i++) {
    await transaction(o.em, (db) =>
      db.run('insert into app_settings (key, value, created_at) values (?, ?, ?)', [
        `${prefix}-${i}`,
        'x'.repeat(2000),
        Date.now(),
      ]),
    );
  }
}

describe('WAL checkpointer', () => {
  it('is null where there is no shared log (in-memory SQLite, PostgreSQL)', () => {
    expect(startWalCheckpointer(':memory:')).toBeNull();
    expect(startWalCheckpointer(null)).toBeNull();
  });

  it('takes the checkpoints off the ORM connection only when asked to', async () => {
    await openFile(false);
    expect(await autocheckpoint(orm!)).toBe(1000);
    await orm!.close(true);
    rmSync(dir, { recursive: true, force: true });
    await openFile(true);
    expect(await autocheckpoint(orm!)).toBe(0);
  });

  it('copies the log back and, past the limit, rewinds it where no write runs, so it stays small', async () => {
    const file = await openFile(true);
    checkpointer = startWalCheckpointer(file, { intervalMs: 60_000, maxLogPages: 20, writer: orm!.em })!;
    // A rewind borrows the ORM's connection; nothing else uses it while a checkpoint runs here.
    const acquire = vi.spyOn(orm!.em.getKnex().client, 'acquireConnection');
    let rewinds = 0;
    const checkpoint = async () => {
      const before = acquire.mock.calls.length;
      const behind = await checkpointer!.checkpoint();
      rewinds += acquire.mock.calls.length - before;
      return behind;
    };
    // The migrations left a long log: rewound once, it starts again with the next write.
    await checkpoint();
    await write(orm!, 2, 'a');
    rewinds = 0;
    expect(await checkpoint()).toBe(0);
    expect(rewinds).toBe(0); // under the limit: copied back from the checkpointer's connection only
    await write(orm!, 50, 'b');
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(20 * 4096);
    expect(await checkpoint()).toBe(0);
    expect(rewinds).toBe(1);
    // The next write finds the log fully copied and starts it again from the beginning.
    await write(orm!, 3, 'c');
    const [status] = await withConnection(orm!.em, (db) =>
      db.rows<{ log: number }>('PRAGMA wal_checkpoint(PASSIVE)', []),
    );
    expect(status!.log).toBeLessThan(20);
    const rows = await withConnection(orm!.em, (db) =>
      db.rows<{ n: number }>(
        'select count(*) as n from app_settings where key like ? or key like ? or key like ?',
        ['a-%', 'b-%', 'c-%'],
      ),
    );
    expect(rows[0]!.n).toBe(55);
  });

  // With the writer, as createApp wires it (a log past the limit is finished on the ORM's own
  // connection), and without it (the support CLI's and older wiring).
  it.each([
    { wiring: 'with the writer, as in production', withWriter: true },
    { wiring: 'without a writer', withWriter: false },
  ])('never holds writes back for a long reader ($wiring)', async ({ withWriter }) => {
    const file = await openFile(true);
    checkpointer = startWalCheckpointer(file, {
      intervalMs: 60_000,
      maxLogPages: 5,
      ...(withWriter ? { writer: orm!.em } : {}),
    })!;
    const acquire = vi.spyOn(orm!.em.getKnex().client, 'acquireConnection');
    await write(orm!, 20, 'd');
    // Another process holds a read transaction open on the log (a backup, say).
    const longReader = sideConnection(file, { readOnly: true });
    await longReader.rows('begin');
    await longReader.rows('select count(*) from app_settings');
    await write(orm!, 5, 'e');
    const started = performance.now();
    const borrowed = acquire.mock.calls.length;
    // The log is past the limit but the reader pins it: the checkpoint copies what it can and
    // leaves the rest behind instead of waiting for the reader.
    expect(await checkpointer.checkpoint()).toBeGreaterThan(0);
    // With the writer, that attempt ran on the ORM's connection (between writes, never during one).
    expect(acquire.mock.calls.length - borrowed).toBe(withWriter ? 1 : 0);
    await write(orm!, 5, 'f');
    expect(performance.now() - started).toBeLessThan(1000);
    // The reader still sees its snapshot: nothing was copied over what it reads.
    expect(
      await longReader.rows<{ n: number }>('select count(*) as n from app_settings where key like ?', [
        'f-%',
      ]),
    ).toEqual([{ n: 0 }]);
    await longReader.rows('commit');
    await longReader.close();
    expect(await checkpointer.checkpoint()).toBe(0);
    // With the writer the log was finished where no write runs: the next write starts it again.
    await write(orm!, 1, 'g');
    const [status] = await withConnection(orm!.em, (db) =>
      db.rows<{ log: number }>('PRAGMA wal_checkpoint(PASSIVE)', []),
    );
    if (withWriter) expect(status!.log).toBeLessThan(5);
    const rows = await withConnection(orm!.em, (db) =>
      db.rows<{ n: number }>('select count(*) as n from app_settings where key like ?', ['_-%']),
    );
    expect(rows[0]!.n).toBe(31);
  });

  it('reports a failing checkpoint to onError and keeps going', async () => {
    const errors: unknown[] = [];
    checkpointer = startWalCheckpointer(join(tmpdir(), `virada-missing-${Date.now()}`, 'db.sqlite'), {
      intervalMs: 5,
      onError: (err) => errors.push(err),
    })!;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(errors.length).toBeGreaterThan(1);
    await checkpointer.stop();
    checkpointer = null;
  });
});
