import type { MikroORM, Options } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import { MikroORM as SqliteORM } from '@mikro-orm/sqlite';
import { entities } from './entities';
import { runMigrations } from './migration-lock';
import { migrationsList } from './migrations';

export type Orm = MikroORM & { em: EntityManager };

export type DatabaseKind = 'sqlite' | 'postgresql';

export function databaseKind(url: string): DatabaseKind {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got ${url})`);
}

/** The file of a `sqlite:` URL (`:memory:` included); null for other databases. */
export function sqliteFileOf(url: string): string | null {
  return databaseKind(url) === 'sqlite' ? url.slice('sqlite:'.length) : null;
}

/**
 * Opens the database named by `databaseUrl` and brings its schema up to date with the
 * migrations (never schema sync), under a database lock so that instances starting together
 * migrate one after the other (db/migration-lock.ts). One function serves the server, the CLI
 * and the tests.
 */
export async function initORM(
  databaseUrl: string,
  options: {
    debug?: boolean;
    /** false: leave the schema as it is (db:migrate runs runMigrations itself, to report them). */
    migrate?: boolean;
    /**
     * SQLite: the server checkpoints the write-ahead log from its own connection
     * (db/wal-checkpointer.ts), so the ORM's connection must not do it inside its commits.
     */
    backgroundCheckpoints?: boolean;
  } = {},
): Promise<Orm> {
  const sqlite = databaseKind(databaseUrl) === 'sqlite';
  const common: Options = {
    entities,
    extensions: [Migrator],
    // On SQLite the whole run is one BEGIN IMMEDIATE transaction of runMigrations(), which
    // therefore must be the only way migrations run (orm.getMigrator().up() would not be atomic).
    migrations: {
      migrationsList,
      transactional: !sqlite,
      allOrNothing: !sqlite,
      snapshot: false,
      silent: true,
    },
    discovery: { warnWhenNoEntities: false },
    debug: options.debug ?? false,
    allowGlobalContext: false,
  };
  const orm = sqlite
    ? await SqliteORM.init({
        ...common,
        dbName: sqliteFileOf(databaseUrl)!,
        pool: sqlitePool(options.backgroundCheckpoints ?? false),
      })
    : await PostgresORM.init({ ...common, clientUrl: databaseUrl, pool: { min: 0, max: 10 } });
  if (options.migrate !== false) {
    try {
      await runMigrations(orm as unknown as Orm);
    } catch (err) {
      await orm.close().catch(() => undefined);
      throw err;
    }
  }
  return orm as unknown as Orm;
}

interface SqliteHandle {
  configure(option: 'busyTimeout', ms: number): void;
  exec(sql: string, done: (err: Error | null) => void): void;
}

const SQLITE_BUSY_TIMEOUT_MS = 5000;
const PRAGMA_RETRY_MS = 50;

/**
 * One connection per process (SQLite has one writer anyway), in WAL mode so readers never block
 * the writer, with a busy timeout so a second process (the support CLI) waits instead of
 * failing with SQLITE_BUSY. A log that grew under load is cut back to 64 MB when it restarts.
 */
const sqlitePool = (backgroundCheckpoints: boolean) => ({
  min: 1,
  max: 1,
  afterCreate(conn: SqliteHandle, done: (err: Error | null, conn: SqliteHandle) => void) {
    conn.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
    const pragmas = [
      'journal_mode = WAL',
      'synchronous = NORMAL',
      'foreign_keys = ON',
      'journal_size_limit = 67108864',
      ...(backgroundCheckpoints ? ['wal_autocheckpoint = 0'] : []),
    ];
    const sql = pragmas.map((p) => `PRAGMA ${p};`).join(' ');
    // Switching a new database file to WAL takes its exclusive lock, and SQLite answers BUSY at
    // once, without its busy handler, when another process holds the file (several instances
    // starting on a fresh database): try again for as long as a locked statement would wait.
    const attempt = (left: number) =>
      conn.exec(sql, (err) => {
        if (err && /SQLITE_BUSY/.test(String(err)) && left > 0)
          setTimeout(() => attempt(left - 1), PRAGMA_RETRY_MS);
        else done(err, conn);
      });
    attempt(SQLITE_BUSY_TIMEOUT_MS / PRAGMA_RETRY_MS);
  },
});
