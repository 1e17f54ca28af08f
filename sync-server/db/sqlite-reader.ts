import { createRequire } from 'node:module';

interface SqliteStatement {
  all(params: unknown[], done: (err: Error | null, rows: unknown[]) => void): void;
  finalize(done?: () => void): void;
}
interface SqliteDatabase {
  configure(option: 'busyTimeout', ms: number): void;
  exec(sql: string, done: (err: Error | null) => void): void;
  prepare(sql: string, done: (err: Error | null) => void): SqliteStatement;
  close(done: (err: Error | null) => void): void;
}
interface Sqlite3Module {
  Database: new (file: string, mode: number, done: (err: Error | null) => void) => SqliteDatabase;
  OPEN_READONLY: number;
}

const requireCjs = createRequire(import.meta.url);

export interface SqliteReader {
  rows<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A second, read-only connection to the SQLite file for the hottest reads (the session look-up
 * every request makes). The ORM keeps ONE connection, shared in turn by every transaction, so a
 * read on it waits for the running write transaction to finish; in WAL mode a reader on its own
 * connection sees the last committed state and never waits for the writer. null for in-memory
 * databases (a second connection would open a different, empty database).
 */
export function openSqliteReader(file: string | null): SqliteReader | null {
  if (!file || file === ':memory:' || file.startsWith('file::memory:')) return null;
  const sqlite3 = requireCjs('sqlite3') as Sqlite3Module;
  let opened: Promise<SqliteDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<SqliteDatabase>((resolve, reject) => {
      const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (err) => {
        if (err) return reject(err);
        db.configure('busyTimeout', 5000);
        resolve(db);
      });
    }));
  const statements = new Map<string, Promise<SqliteStatement>>();
  const statement = (db: SqliteDatabase, sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = new Promise<SqliteStatement>((resolve, reject) => {
        const s = db.prepare(sql, (err) => (err ? reject(err) : resolve(s)));
      });
      statements.set(sql, stmt);
    }
    return stmt;
  };
  return {
    async rows<T>(sql: string, params: readonly unknown[]) {
      const stmt = await statement(await open(), sql);
      return new Promise<T[]>((resolve, reject) =>
        stmt.all(params as unknown[], (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
      );
    },
    async close() {
      if (!opened) return;
      const db = await opened;
      await Promise.all(
        [...statements.values()].map(async (p) => {
          const s = await p.catch(() => null);
          if (s) await new Promise<void>((done) => s.finalize(() => done()));
        }),
      );
      await new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
