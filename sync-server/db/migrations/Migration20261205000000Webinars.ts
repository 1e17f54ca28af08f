import { SchemaMigration } from './schema-migration';

/**
 * Expert webinars (issue 13): the webinars admins schedule, members' registrations, and the
 * notices owed to them (the reminder an hour before, the cancellation notice), each claimed by
 * exactly one instance of the fan-out job before it is sent. Registrations and notices go with
 * the member's account and with the webinar (cascade).
 */
export class Migration20261205000000Webinars extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('webinars', (t) => {
          t.string('id', 36).primary();
          t.string('title', 120).notNullable();
          t.string('speaker_name', 80).notNullable();
          t.string('speaker_credential', 120).notNullable();
          t.datetime('starts_at').notNullable();
          t.integer('duration_minutes').notNullable();
          t.text('description').notNullable();
          t.string('live_url', 500).notNullable();
          t.string('recording_url', 500).nullable();
          t.string('status', 16).notNullable();
          t.integer('revision').notNullable().defaultTo(0);
          t.datetime('created_at').notNullable();
          t.datetime('updated_at').notNullable();
          t.index(['starts_at']);
        })
        .createTable('webinar_registrations', (t) => {
          t.string('webinar_id', 36).notNullable().references('id').inTable('webinars').onDelete('CASCADE');
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.datetime('created_at').notNullable();
          t.primary(['webinar_id', 'user_id']);
          t.index(['user_id']);
        })
        .createTable('webinar_notices', (t) => {
          t.increments('id');
          t.string('webinar_id', 36).notNullable().references('id').inTable('webinars').onDelete('CASCADE');
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.string('kind', 16).notNullable();
          t.datetime('due_at').notNullable();
          t.string('claim_token', 36).nullable();
          t.datetime('claimed_at').nullable();
          t.string('outcome', 16).nullable();
          t.datetime('done_at').nullable();
          t.unique(['webinar_id', 'user_id', 'kind']);
          // What is due: unclaimed rows (claim_token is null) in due order.
          t.index(['claim_token', 'due_at']);
          t.index(['user_id']);
        }),
    );
  }
}
