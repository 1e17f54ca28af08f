/**
 * Statements that go with the commit (SqlDb.atCommit, db/sql.ts): they run in the transaction,
 * a failing one rolls the whole transaction back, and on SQLite their parameters are written into
 * the script as literals, which must round-trip any text exactly. SQLite, and PostgreSQL when
 * DATABASE_URL names one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineSqliteParams, sqlDate, transaction, withConnection } from '../../sync-server/db/sql';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { fileDatabase: true });
});
afterAll(async () => {
  await server.close();
});

const settings = (prefix: string) =>
  withConnection(server.orm.em, (db) =>
    db.rows<{ key: string; value: string }>(
      'select key, value from app_settings where key like ? order by key',
      [`${prefix}%`],
    ),
  );

const insert = 'insert into app_settings (key, value, created_at) values (?, ?, ?)';

describe('atCommit', () => {
  it('runs the statements with the commit, in order, with every kind of text intact', async () => {
    const tricky = ["O'Brien", "'; drop table users; --", 'linha\nnova', 'ação 🌪️', '?', ''];
    await transaction(server.orm.em, async (db) => {
      tricky.forEach((value, i) => {
        db.atCommit(insert, [`ac-${i}`, value, sqlDate(db, new Date())]);
      });
      db.atCommit('update app_settings set value = ? where key = ?', ['trocado', 'ac-5']);
    });
    const rows = await settings('ac-');
    expect(rows.map((r) => r.value)).toEqual([...tricky.slice(0, 5), 'trocado']);
  });

  it('rolls the whole transaction back when one of them fails', async () => {
    await expect(
      transaction(server.orm.em, async (db) => {
        await db.run(insert, ['rb-1', 'antes', sqlDate(db, new Date())]);
        db.atCommit(insert, ['rb-2', 'depois', sqlDate(db, new Date())]);
        db.atCommit(insert, ['rb-2', 'repetida', sqlDate(db, new Date())]); // primary key taken
      }),
    ).rejects.toThrow();
    expect(await settings('rb-')).toEqual([]);
    // The connection is usable afterwards.
    await transaction(server.orm.em, async (db) =>
      db.atCommit(insert, ['rb-3', 'ok', sqlDate(db, new Date())]),
    );
    expect((await settings('rb-')).map((r) => r.key)).toEqual(['rb-3']);
  });

  it('is refused outside a transaction', async () => {
    await expect(withConnection(server.orm.em, async (db) => db.atCommit(insert, []))).rejects.toThrow(
      /only for statements inside transaction/,
    );
  });
});

describe('inlineSqliteParams', () => {
  it('writes numbers, booleans, null and quoted text', () => {
    expect(inlineSqliteParams('values (?, ?, ?, ?, ?)', [1, -2.5, true, null, "it's"])).toBe(
      "values (1, -2.5, 1, null, 'it''s')",
    );
  });

  it('refuses what it cannot write exactly, and a count mismatch', () => {
    expect(() => inlineSqliteParams('?', [Number.NaN])).toThrow(TypeError);
    expect(() => inlineSqliteParams('?', [{}])).toThrow(TypeError);
    expect(() => inlineSqliteParams('?', ['a\0b'])).toThrow(TypeError);
    expect(() => inlineSqliteParams('?, ?', [1])).toThrow(RangeError);
    expect(() => inlineSqliteParams('?', [1, 2])).toThrow(RangeError);
  });
});
