import { SchemaMigration } from './schema-migration';

/**
 * Sessions ended on purpose (issue 19): support revoked them, the password was reset, the account
 * was deleted. A device that comes back later with such a session learns why it is signed out
 * (a 401 with the reason) and can tell the member, instead of meeting the ordinary sign-in page.
 * Keyed by the session's id (the hash of its key, as in `sessions`); nothing else about the
 * person is kept, and a row goes when the session would have expired anyway.
 */
export class Migration20261201000000EndedSessions extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('ended_sessions', (t) => {
        t.string('id', 64).primary();
        t.string('reason', 20).notNullable();
        t.datetime('ended_at').notNullable();
        t.datetime('expires_at').notNullable().index();
      }),
    );
  }
}
