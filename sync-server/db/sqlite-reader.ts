import { isSharedSqliteFile, type SideConnection, sideConnection } from './sqlite-side-connection';

export type SqliteReader = SideConnection;

/**
 * A second, read-only connection to the SQLite file for the hottest reads (the session look-up
 * every request makes). The ORM keeps ONE connection, shared in turn by every transaction, so a
 * read on it waits for the running write transaction to finish; in WAL mode a reader on its own
 * connection sees the last committed state and never waits for the writer. null for in-memory
 * databases (a second connection would open a different, empty database) and other engines.
 */
export function openSqliteReader(file: string | null): SqliteReader | null {
  return isSharedSqliteFile(file) ? sideConnection(file, { readOnly: true }) : null;
}
