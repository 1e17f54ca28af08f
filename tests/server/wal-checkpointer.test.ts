/**
 * The WAL checkpointer (db/wal-checkpointer.ts): with it the ORM's connection never checkpoints
 * in its commits, the log is copied back from another connection, and a log past the limit is
 * restarted so it stays small.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('copies the log back and restarts a log past the limit, so it stays small', async () => {
    const file = await openFile(true);
    checkpointer = startWalCheckpointer(file, { intervalMs: 60_000, maxLogPages: 20 })!;
    await write(orm!, 60, 'a');
    const grown = statSync(`${file}-wal`).size;
    expect(grown).toBeGreaterThan(20 * 4096);

    // Past the limit: copied back and restarted; nothing is left behind.
    expect(await checkpointer.checkpoint()).toBe(0);
    await write(orm!, 5, 'b');
    expect(await checkpointer.checkpoint()).toBe(0);
    const rows = await withConnection(orm!.em, (db) =>
      db.rows<{ n: number }>(
        "select count(*) as n from app_settings where key like 'a-%' or key like 'b-%'",
        [],
      ),
    );
    expect(rows[0]!.n).toBe(65);
    // The writer started the log again from its beginning instead of appending to 60 pages.
    const [status] = await withConnection(orm!.em, (db) =>
      db.rows<{ log: number }>('PRAGMA wal_checkpoint(PASSIVE)', []),
    );
    expect(status!.log).toBeLessThan(20);
  });

  it('gives up a RESTART that a long reader blocks within a moment, and writes go on', async () => {
    const file = await openFile(true);
    checkpointer = startWalCheckpointer(file, { intervalMs: 60_000, maxLogPages: 5 })!;
    await write(orm!, 20, 'c');
    // Another process holds a read transaction open on the log (a backup, say).
    const longReader = sideConnection(file, { readOnly: true });
    await longReader.rows('begin');
    await longReader.rows('select count(*) from app_settings');
    await write(orm!, 5, 'd');
    const started = performance.now();
    await checkpointer.checkpoint();
    expect(performance.now() - started).toBeLessThan(2000);
    await write(orm!, 5, 'e');
    await longReader.rows('commit');
    await longReader.close();
    expect(await checkpointer.checkpoint()).toBe(0);
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
