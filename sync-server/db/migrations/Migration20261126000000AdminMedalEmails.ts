import { SchemaMigration } from './schema-migration';

/**
 * Admin pages (issue 5): which medal congratulations went out, one row per (member, medal), so
 * the same e-mail is never sent twice (claimed with an insert-or-ignore before sending).
 */
export class Migration20261126000000AdminMedalEmails extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('medal_emails_sent', (t) => {
        t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.string('medal_key', 32).notNullable();
        t.datetime('sent_at').notNullable();
        t.primary(['user_id', 'medal_key']);
      }),
    );
  }
}
