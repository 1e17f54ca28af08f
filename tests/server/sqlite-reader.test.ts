/**
 * The read-only SQLite connection the session look-ups use (db/sqlite-reader.ts): it sees what
 * the writer committed, never what a write transaction has not committed yet, and does not wait
 * for that transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initORM, type Orm } from '../../sync-server/db/orm';
import { transaction } from '../../sync-server/db/sql';
import { openSqliteReader, type SqliteReader } from '../../sync-server/db/sqlite-reader';

let dir = '';
let orm: Orm | null = null;
let reader: SqliteReader | null = null;

afterEach(async () => {
  await reader?.close();
  await orm?.close(true);
  if (dir) rmSync(dir, { recursive: true, force: true });
  reader = null;
  orm = null;
  dir = '';
});

describe('openSqliteReader', () => {
  it('is null for in-memory databases and other engines (a second connection would not see them)', () => {
    expect(openSqliteReader(':memory:')).toBeNull();
    expect(openSqliteReader(null)).toBeNull();
    expect(openSqliteReader('')).toBeNull();
  });

  it('reads committed rows while a write transaction is open, without its uncommitted rows', async () => {
    dir = mkdtempSync(join(tmpdir(), 'virada-reader-'));
    const file = join(dir, 'db.sqlite');
    orm = await initORM(`sqlite:${file}`);
    reader = openSqliteReader(file)!;
    const count = async () =>
      Number((await reader!.rows<{ n: number }>('select count(*) as n from app_settings', []))[0]!.n);
    const before = await count();

    let insideRead: number | null = null;
    await transaction(orm.em, async (db) => {
      await db.run("insert into app_settings (key, value, created_at) values ('reader-test', '1', 0)", []);
      // The writer holds its transaction open; the reader answers from the last commit.
      insideRead = await count();
    });
    expect(insideRead).toBe(before);
    expect(await count()).toBe(before + 1);
  });

  it('refuses to write', async () => {
    dir = mkdtempSync(join(tmpdir(), 'virada-reader-'));
    const file = join(dir, 'db.sqlite');
    orm = await initORM(`sqlite:${file}`);
    reader = openSqliteReader(file)!;
    await expect(reader.rows("insert into app_settings (key, value) values ('x', '1')", [])).rejects.toThrow(
      /readonly/i,
    );
  });
});
