import { randomUUID } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { api } from '../../shared/api';
import { SESSION_COOKIE } from '../../sync-server/app';
import { sqliteFileOf } from '../../sync-server/db/orm';
import { withConnection } from '../../sync-server/db/sql';
import type { CookieKeys } from '../../sync-server/http/cookie-keys';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * The databases a concurrency or exactly-once suite runs on (issue 19). On PostgreSQL
 * (`DATABASE_URL` set) once, on PostgreSQL. On SQLite twice: in memory, and on a file with the
 * production wiring `createApp` gives a file database — the session reader (its own read-only
 * connection, db/sqlite-reader.ts) and the WAL checkpointer (its own connection, the ORM's with
 * `wal_autocheckpoint = 0`, db/wal-checkpointer.ts) — where reads and checkpoints really run
 * beside the writer instead of on its one connection.
 */
export interface DatabaseVariant {
  name: string;
  /** A SQLite file rather than `sqlite::memory:` (ignored on PostgreSQL). */
  file: boolean;
}

export const onPostgres = () => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

export function databaseVariants(): DatabaseVariant[] {
  if (onPostgres()) return [{ name: 'PostgreSQL', file: false }];
  return [
    { name: 'SQLite in memory', file: false },
    { name: 'SQLite file, session reader and WAL checkpointer', file: true },
  ];
}

/**
 * Declares `suite` once per database of `databaseVariants()`. The suite starts its server with
 * `startOn(database)` in its own `beforeAll`, so module-level helpers keep using one variable.
 */
export function onEachDatabase(suite: (database: DatabaseVariant) => void): void {
  describe.each(databaseVariants())('on $name', suite);
}

/**
 * Starts the test server on `database`. On the file variant it first checks that the server
 * really runs with the production wiring (a WAL log the ORM's connection never checkpoints, and
 * the reader's and the checkpointer's own connections open on the file), so that a change to the
 * test helper cannot quietly take the suite back to a single connection.
 */
export async function startOn(
  database: DatabaseVariant,
  env: Record<string, string | undefined> = {},
): Promise<TestServer> {
  const server = await startTestServer(env, { fileDatabase: database.file });
  if (database.file && !onPostgres()) {
    try {
      await expectProductionWiring(server);
    } catch (err) {
      await server.close();
      throw err;
    }
  }
  return server;
}

async function expectProductionWiring(server: TestServer): Promise<void> {
  const file = sqliteFileOf(server.config.databaseUrl);
  expect(file, 'a SQLite file database').toMatch(/\.sqlite$/);
  const pragma = (name: string) =>
    withConnection(server.orm.em, async (db) => Object.values((await db.rows(`PRAGMA ${name}`, []))[0]!)[0]);
  expect(await pragma('journal_mode')).toBe('wal');
  // createApp turns the ORM's own checkpoints off only when it starts the checkpointer.
  expect(await pragma('wal_autocheckpoint')).toBe(0);
  if (!hasProcFds()) return;
  // One session look-up opens the reader; the checkpointer opens its connection at its first
  // round (every 200 ms). With the ORM's, three connections hold the file.
  // The look-up of a signed session cookie whose session does not exist (no account is created,
  // so the suite's data stays its own).
  const value = `${SESSION_COOKIE}=probe-${randomUUID()}`;
  const signature = (server.app.app.keys as unknown as CookieKeys).sign(value);
  await server.request('GET', api.authMe, {
    headers: { Cookie: `${value}; ${SESSION_COOKIE}.sig=${signature}` },
  });
  const deadline = Date.now() + 5_000;
  let open = openHandles(file!);
  while (open < 3 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    open = openHandles(file!);
  }
  expect(
    open,
    'connections open on the database file (ORM, session reader, checkpointer)',
  ).toBeGreaterThanOrEqual(3);
}

function hasProcFds(): boolean {
  try {
    readdirSync('/proc/self/fd');
    return true;
  } catch {
    return false;
  }
}

/** File descriptors of this process open on `file` (its -wal and -shm files not counted). */
function openHandles(file: string): number {
  let n = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === file) n++;
    } catch {
      // closed meanwhile
    }
  }
  return n;
}
