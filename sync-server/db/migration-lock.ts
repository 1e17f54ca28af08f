import type { Knex } from '@mikro-orm/knex';
import type { Orm } from './orm';

/** What one migration run found and did. */
export interface MigrationRun {
  /** Migrations already applied when this run got the lock. */
  alreadyApplied: string[];
  /** Migrations pending when this run got the lock (those it then applies). */
  pending: string[];
  /** Migrations this run applied. */
  ran: string[];
}

/**
 * The PostgreSQL advisory lock key of migrations: "VIRADA" in ASCII, then 1. Advisory lock keys
 * are shared by everything on the database: a new advisory lock takes another number.
 */
export const MIGRATION_LOCK_KEY = '6217591200833142785'; // 0x5649524144410001

/** SQLite: how long a process waits for another one's migrations before it gives up. */
const SQLITE_MIGRATION_WAIT_MS = 10 * 60 * 1000;

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<unknown>;
  __knex__disposed?: unknown;
}

/**
 * Applies the pending migrations while holding a database-wide lock, so that any number of
 * instances (and the support CLI) can start at once on one database: the first one migrates,
 * the others wait for it, then find nothing left to do. Everything the migrator reads (whether
 * its table exists, what is applied) is read after the lock is taken.
 *
 * - PostgreSQL: a session-level advisory lock held by a connection set aside from the pool for
 *   the whole run. The migrator runs on other connections of the pool (its own transaction, all
 *   or nothing); the lock only has to serialise the instances, and it goes away with the session
 *   if the process dies. Without it two instances both created `mikro_orm_migrations` ("duplicate
 *   key value violates unique constraint pg_type_typname_nsp_index") or both ran a migration
 *   ("relation already exists").
 * - SQLite: the ORM has one connection, so every statement of the run goes through it. The run
 *   is one `BEGIN IMMEDIATE` transaction: it takes the database's write lock before the first
 *   read (a deferred transaction that read first cannot wait for the lock, it fails with
 *   SQLITE_BUSY), waits for another process's migrations with a long busy timeout, and commits
 *   or rolls back the whole run. The migrator is therefore configured non-transactional on
 *   SQLite (db/orm.ts): this transaction is its all-or-nothing one.
 */
export async function runMigrations(orm: Orm): Promise<MigrationRun> {
  const client = orm.em.getKnex().client as Knex.Client;
  return client.dialect === 'sqlite3' ? sqliteRun(orm) : postgresRun(orm, client);
}

async function migrate(orm: Orm): Promise<MigrationRun> {
  const migrator = orm.getMigrator();
  const alreadyApplied = (await migrator.getExecutedMigrations()).map((m) => m.name);
  const pending = (await migrator.getPendingMigrations()).map((m) => m.name);
  const ran = pending.length ? (await migrator.up()).map((m) => m.name) : [];
  return { alreadyApplied, pending, ran };
}

async function postgresRun(orm: Orm, client: Knex.Client): Promise<MigrationRun> {
  const conn = (await client.acquireConnection()) as PgConnection;
  try {
    await conn.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      return await migrate(orm);
    } finally {
      await conn.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch((err) => {
        // The session is broken: the pool must not hand it out again (its lock, if it still
        // held one, ends with it).
        conn.__knex__disposed = err;
      });
    }
  } finally {
    await client.releaseConnection(conn);
  }
}

async function sqliteRun(orm: Orm): Promise<MigrationRun> {
  const connection = orm.em.getConnection();
  const run = (sql: string) => connection.execute(sql, [], 'run');
  const [{ timeout }] = await connection.execute<[{ timeout: number }]>('pragma busy_timeout');
  await run(`pragma busy_timeout = ${SQLITE_MIGRATION_WAIT_MS}`);
  try {
    await run('begin immediate');
    try {
      const result = await migrate(orm);
      await run('commit');
      return result;
    } catch (err) {
      await run('rollback').catch(() => undefined);
      throw err;
    }
  } finally {
    await run(`pragma busy_timeout = ${Number(timeout)}`);
  }
}
