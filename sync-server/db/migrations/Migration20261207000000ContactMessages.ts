import { SchemaMigration } from './schema-migration';

/**
 * The contact form's messages (issue 15): open until support closes them with the CLI. Not tied to
 * an account: a visitor and a member write the same way.
 */
export class Migration20261207000000ContactMessages extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('contact_messages', (t) => {
        t.increments('id');
        t.string('name', 100).notNullable();
        t.string('email', 254).notNullable();
        t.string('subject', 16).notNullable();
        t.text('message').notNullable();
        t.string('status', 8).notNullable();
        t.datetime('created_at').notNullable();
        t.datetime('closed_at').nullable();
        // `contact:list`: the open ones, oldest first.
        t.index(['status', 'created_at']);
      }),
    );
  }
}
