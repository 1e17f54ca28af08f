import { SchemaMigration } from './schema-migration';

/**
 * Meu Diário (issue 10): the member's diary entries, an editable synced kind (DESIGN.md §5.7).
 * The key is (user, client id), like check-ins; `version` is the member's sync version of the
 * entry's last change, read by the cursor pull. A deleted entry stays as a tombstone: its
 * content columns are emptied (null) and `deleted` is set, so the deletion reaches every device.
 * Rows go with the account (cascade). Grants gain the `diary` scope, off unless chosen.
 */
export class Migration20261129000000Journal extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('journal_entries', (t) => {
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.string('id', 36).notNullable();
          t.string('date', 10).nullable();
          t.text('title').nullable();
          t.text('text').nullable();
          t.smallint('mood').nullable();
          // JSON array of strings.
          t.text('tags').nullable();
          t.integer('version').notNullable();
          t.boolean('deleted').notNullable().defaultTo(false);
          t.datetime('recorded_at').notNullable();
          t.datetime('updated_at').notNullable();
          t.primary(['user_id', 'id']);
          t.index(['user_id', 'version']);
          t.index(['user_id', 'date']);
        })
        .alterTable('sharing_grants', (t) => {
          t.boolean('scope_diary').notNullable().defaultTo(false);
        }),
    );
  }
}
