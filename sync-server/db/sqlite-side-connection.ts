import { createRequire } from 'node:module';

/**
 * A connection of our own to the SQLite file, beside the ORM's single one (db/orm.ts): the
 * session reader and the WAL checkpointer each keep one. Statements are prepared once and kept.
 */
export interface SideConnection {
  rows<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

interface SqliteStatement {
  all(params: unknown[], done: (err: Error | null, rows: unknown[]) => void): void;
  finalize(done?: () => void): void;
}
interface SqliteDatabase {
  configure(option: 'busyTimeout', ms: number): void;
  prepare(sql: string, done: (err: Error | null) => void): SqliteStatement;
  close(done: (err: Error | null) => void): void;
}
interface Sqlite3Module {
  Database: new (file: string, mode: number, done: (err: Error | null) => void) => SqliteDatabase;
  OPEN_READONLY: number;
  OPEN_READWRITE: number;
}

const requireCjs = createRequire(import.meta.url);

/** A SQLite file another connection can open: not an in-memory database (that would be a new one). */
export function isSharedSqliteFile(file: string | null): file is string {
  return !!file && file !== ':memory:' && !file.startsWith('file::memory:') && !file.includes('mode=memory');
}

/**
 * Opens `file` (which must exist) on first use, read-only unless `readOnly` is false. A statement
 * that finds the database locked retries for up to `busyTimeoutMs`.
 */
export function sideConnection(
  file: string,
  { readOnly, busyTimeoutMs = 5000 }: { readOnly: boolean; busyTimeoutMs?: number },
): SideConnection {
  const sqlite3 = requireCjs('sqlite3') as Sqlite3Module;
  let opened: Promise<SqliteDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<SqliteDatabase>((resolve, reject) => {
      const mode = readOnly ? sqlite3.OPEN_READONLY : sqlite3.OPEN_READWRITE;
      const db = new sqlite3.Database(file, mode, (err) => {
        if (err) return reject(err);
        db.configure('busyTimeout', busyTimeoutMs);
        resolve(db);
      });
    });
    // A failed open is tried again on the next use instead of failing forever.
    opened.catch(() => {
      opened = null;
    });
    return opened;
  };
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
    async rows<T>(sql: string, params: readonly unknown[] = []) {
      const stmt = await statement(await open(), sql);
      return new Promise<T[]>((resolve, reject) =>
        stmt.all(params as unknown[], (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
      );
    },
    async close() {
      if (!opened) return;
      const db = await opened.catch(() => null);
      if (!db) return;
      for (const pending of statements.values()) {
        const stmt = await pending.catch(() => null);
        if (stmt) await new Promise<void>((done) => stmt.finalize(() => done()));
      }
      await new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
