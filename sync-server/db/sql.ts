import type { EntityManager, Knex } from '@mikro-orm/knex';

/**
 * Plain statements for the hot paths (session look-up, check-in ingest), run by the database
 * driver itself on a connection borrowed from the ORM's pool. Per statement this saves most of
 * what MikroORM and Knex add (em.execute() first inlines every parameter into the SQL text in
 * JavaScript; Knex's query and transaction machinery costs more than a small statement), and on
 * SQLite a statement is prepared once per connection and reused. Because the connection comes
 * from the same pool, SQLite's single connection is still shared in turn with the ORM.
 *
 * Statements use `?` placeholders (turned into `$n` for PostgreSQL) and answer their rows.
 */
export interface SqlDb {
  readonly sqlite: boolean;
  rows<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  /** Runs a statement that answers no rows; resolves with the number of rows it changed. */
  run(sql: string, params: readonly unknown[]): Promise<number>;
  /**
   * Inside `transaction()` only: a write nobody needs an answer from, run just before COMMIT. On
   * SQLite these statements and the COMMIT go to the engine as ONE script (one trip through the
   * driver's thread pool instead of one per statement); a failing statement rolls everything back
   * like any other. Outside a transaction it throws.
   */
  atCommit(sql: string, params: readonly unknown[]): void;
}

/** A connection's statements plus the script runner `transaction()` commits with. */
interface ConnectionDb extends SqlDb {
  /** Runs the statements in order, then COMMIT (SQLite: one script; PostgreSQL: one by one). */
  commitWith(statements: [string, readonly unknown[]][]): Promise<void>;
}

const outsideTransaction = () => {
  throw new Error('atCommit() is only for statements inside transaction()');
};

interface SqliteStatement {
  all(params: unknown[], done: (err: Error | null, rows: unknown[]) => void): void;
  run(params: unknown[], done: (this: { changes: number }, err: Error | null) => void): void;
  finalize(done?: () => void): void;
}
interface SqliteConnection {
  prepare(sql: string, done: (err: Error | null) => void): SqliteStatement;
  exec(sql: string, done: (err: Error | null) => void): void;
}
interface PgConnection {
  query(config: { text: string; values: unknown[] }): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/** Prepared statements kept per SQLite connection (the multi-row texts vary with the row count). */
const MAX_STATEMENTS = 200;
const statements = new WeakMap<object, Map<string, SqliteStatement>>();
const patchedClients = new WeakSet<object>();

/**
 * A value written into SQL text as a SQLite literal, for the commit script (exec takes no
 * parameters). Strings are quoted with '' doubled, SQLite's only escape; anything that is not a
 * finite number, a string without NUL, a boolean or null is refused rather than guessed at.
 */
function sqliteLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`cannot inline ${typeof value} into SQL`);
}

/** `sql` with each `?` replaced by its parameter as a literal (our statements hold no `?` in literals). */
export function inlineSqliteParams(sql: string, params: readonly unknown[]): string {
  let n = 0;
  const text = sql.replace(/\?/g, () => {
    if (n >= params.length) throw new RangeError('more placeholders than parameters');
    return sqliteLiteral(params[n++]);
  });
  if (n !== params.length) throw new RangeError('more parameters than placeholders');
  return text;
}

function sqliteDb(client: Knex.Client, conn: SqliteConnection): ConnectionDb {
  let cache = statements.get(conn);
  if (!cache) {
    cache = new Map();
    statements.set(conn, cache);
    finalizeOnDestroy(client);
  }
  const known = cache;
  const prepare = (sql: string) =>
    new Promise<SqliteStatement>((resolve, reject) => {
      const stmt = conn.prepare(sql, (err) => (err ? reject(err) : resolve(stmt)));
    });
  const statement = async (sql: string) => {
    let stmt = known.get(sql);
    if (stmt) {
      // Most recently used last, so eviction drops the stalest.
      known.delete(sql);
    } else {
      stmt = await prepare(sql);
      if (known.size >= MAX_STATEMENTS) {
        const [oldest, evicted] = known.entries().next().value as [string, SqliteStatement];
        known.delete(oldest);
        evicted.finalize();
      }
    }
    known.set(sql, stmt);
    return stmt;
  };
  return {
    sqlite: true,
    atCommit: outsideTransaction,
    commitWith(statements) {
      const script = statements.map(([sql, params]) => `${inlineSqliteParams(sql, params)};`).join('\n');
      return new Promise<void>((resolve, reject) =>
        conn.exec(`${script}\ncommit;`, (err) => (err ? reject(err) : resolve())),
      );
    },
    async rows<T>(sql: string, params: readonly unknown[]) {
      const stmt = await statement(sql);
      return new Promise<T[]>((resolve, reject) =>
        stmt.all(params as unknown[], (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
      );
    },
    async run(sql: string, params: readonly unknown[]) {
      const stmt = await statement(sql);
      return new Promise<number>((resolve, reject) =>
        stmt.run(params as unknown[], function (err) {
          if (err) reject(err);
          else resolve(this.changes);
        }),
      );
    },
  };
}

/**
 * SQLite refuses to close a connection with prepared statements open: finalize ours first when
 * the pool destroys a connection (on orm.close()).
 */
function finalizeOnDestroy(client: Knex.Client): void {
  if (patchedClients.has(client)) return;
  patchedClients.add(client);
  const target = client as unknown as { destroyRawConnection(conn: object): Promise<void> };
  const destroy = target.destroyRawConnection.bind(client);
  target.destroyRawConnection = async (conn: object) => {
    const cache = statements.get(conn);
    if (cache) {
      statements.delete(conn);
      await Promise.all(
        [...cache.values()].map((s) => new Promise<void>((done) => s.finalize(() => done()))),
      );
    }
    return destroy(conn);
  };
}

const pgTexts = new Map<string, string>();

/** `?` → `$1, $2…` (our statements hold no `?` inside literals). */
function pgText(sql: string): string {
  let text = pgTexts.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/\?/g, () => `$${++n}`);
    if (pgTexts.size > 1000) pgTexts.clear();
    pgTexts.set(sql, text);
  }
  return text;
}

function pgDb(conn: PgConnection): ConnectionDb {
  return {
    sqlite: false,
    atCommit: outsideTransaction,
    async commitWith(statements) {
      for (const [sql, params] of statements)
        await conn.query({ text: pgText(sql), values: params as unknown[] });
      await conn.query({ text: 'commit', values: [] });
    },
    async rows<T>(sql: string, params: readonly unknown[]) {
      const result = await conn.query({ text: pgText(sql), values: params as unknown[] });
      return result.rows as T[];
    },
    async run(sql: string, params: readonly unknown[]) {
      const result = await conn.query({ text: pgText(sql), values: params as unknown[] });
      return result.rowCount ?? 0;
    },
  };
}

/** Runs `work` on a connection of the ORM's pool, returned to the pool afterwards. */
export function withConnection<T>(em: EntityManager, work: (db: SqlDb) => Promise<T>): Promise<T> {
  return onConnection(em, work);
}

async function onConnection<T>(em: EntityManager, work: (db: ConnectionDb) => Promise<T>): Promise<T> {
  const client = em.getKnex().client as Knex.Client;
  const conn: object = await client.acquireConnection();
  try {
    const db =
      client.dialect === 'sqlite3' ? sqliteDb(client, conn as SqliteConnection) : pgDb(conn as PgConnection);
    return await work(db);
  } finally {
    client.releaseConnection(conn);
  }
}

/**
 * Runs a heavy read (admin figures over a period) on a pool connection. On PostgreSQL it is a
 * transaction with JIT compilation off: plans that cost enough to trigger it spent ~170 ms
 * compiling for a query of ~0.7 s at 1,000,000 members (docs/capacity.md), and nothing this app
 * reads runs long enough to earn it back. SQLite has no JIT, and its one connection, held for the
 * whole read, lets no write in between.
 */
export function heavyRead<T>(em: EntityManager, work: (db: SqlDb) => Promise<T>): Promise<T> {
  if (isSqlite(em)) return withConnection(em, work);
  return transaction(em, async (db) => {
    // One snapshot for all its statements: figures read from a rollup and from the records it has
    // not counted yet must not straddle a chunk that moves records from one to the other.
    await db.run('set transaction isolation level repeatable read', []);
    await db.run('set local jit = off', []);
    return work(db);
  });
}

/**
 * Runs `work` in one transaction on a pool connection: committed when it returns, rolled back
 * when it throws. SQLite takes the write lock at BEGIN (IMMEDIATE), so a second process waits
 * for it (busy timeout) instead of failing halfway.
 */
export function transaction<T>(em: EntityManager, work: (db: SqlDb) => Promise<T>): Promise<T> {
  return onConnection(em, async (conn) => {
    await conn.rows(conn.sqlite ? 'begin immediate' : 'begin', []);
    const atCommit: [string, readonly unknown[]][] = [];
    const db: SqlDb = {
      sqlite: conn.sqlite,
      rows: conn.rows,
      run: conn.run,
      atCommit: (sql, params) => {
        atCommit.push([sql, params]);
      },
    };
    let result: T;
    try {
      result = await work(db);
    } catch (err) {
      await conn.rows('rollback', []).catch(() => undefined);
      throw err;
    }
    try {
      await conn.commitWith(atCommit);
    } catch (err) {
      await conn.rows('rollback', []).catch(() => undefined);
      throw err;
    }
    return result;
  });
}

/**
 * SQLite, after a knex transaction failed: ends the transaction it may have left open. Knex does
 * not roll back when its COMMIT fails, and SQLite keeps the transaction open after a COMMIT that
 * failed on a deferred constraint or SQLITE_BUSY; the ORM's one connection would then refuse
 * every later BEGIN (and hold the write lock) until the process restarts. Safe because a running
 * transaction holds its connection until it ends: a connection the pool hands out can only be in
 * a transaction nobody will finish. (The migration run at start-up is the exception: it spans
 * several acquisitions, before anything else uses the ORM; db/migration-lock.ts.) When no
 * transaction is open, the ROLLBACK fails and nothing happens. PostgreSQL ends a transaction
 * whose COMMIT failed by itself.
 */
export async function endAbandonedTransaction(em: EntityManager): Promise<void> {
  if (!isSqlite(em)) return;
  await withConnection(em, (db) => db.run('rollback', [])).catch(() => undefined);
}

export const isSqlite = (em: EntityManager) => (em.getKnex().client as Knex.Client).dialect === 'sqlite3';

/** A date as the engine stores it: SQLite keeps epoch milliseconds, PostgreSQL a timestamptz. */
export const sqlDate = (db: SqlDb, date: Date): number | Date => (db.sqlite ? date.getTime() : date);

/** `(?, ?, ?), (?, ?, ?)` for `rows` rows of `columns` values. */
export function valuesList(rows: number, columns: number): string {
  const row = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  return Array.from({ length: rows }, () => row).join(', ');
}

/** `?, ?, ?` for an IN list. */
export const inList = (count: number) => Array.from({ length: count }, () => '?').join(', ');

export function chunked<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A timestamp column as milliseconds: SQLite stores numbers, PostgreSQL returns Dates. */
export function toMillis(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return new Date(String(value)).getTime();
}
