import { SchemaMigration } from './schema-migration';

/**
 * Push reminders (issue 5): shared settings (the VAPID key pair, generated once so every
 * instance signs with the same keys), push subscriptions (one row per endpoint) and each
 * member's daily reminder with the local date it was last claimed for sending.
 */
export class Migration20261127000000PushReminders extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('app_settings', (t) => {
          t.string('key', 64).primary();
          t.text('value').notNullable();
          t.datetime('created_at').notNullable();
        })
        .createTable('push_subscriptions', (t) => {
          t.increments('id');
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.string('endpoint', 1024).notNullable().unique();
          t.string('p256dh', 255).notNullable();
          t.string('auth', 255).notNullable();
          t.datetime('created_at').notNullable();
          t.index(['user_id']);
        })
        .createTable('reminder_settings', (t) => {
          t.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
          t.boolean('enabled').notNullable();
          t.string('time', 5).notNullable();
          t.string('last_sent_date', 10).nullable();
          t.datetime('updated_at').notNullable();
          t.index(['enabled']);
        }),
    );
  }
}
