import { SchemaMigration } from './schema-migration';

/**
 * Paid sessions with a psychologist (issue 15): each psychologist's price and Pix key, the
 * payments (real and test ones apart by `mode`), and the webhook events already processed
 * (replays). Settings and payments go with either account (cascade).
 */
export class Migration20261206000000Payments extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('payment_settings', (t) => {
          t.string('psychologist_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
          t.integer('session_price_cents').notNullable();
          t.string('pix_key_type', 8).notNullable();
          t.string('pix_key', 100).notNullable();
          t.datetime('updated_at').notNullable();
        })
        .createTable('payments', (t) => {
          t.string('id', 36).primary();
          t.string('mode', 8).notNullable();
          t.string('member_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.string('psychologist_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.integer('amount_cents').notNullable();
          t.string('txid', 25).notNullable().unique();
          t.string('pix_key_type', 8).notNullable();
          t.string('pix_key', 100).notNullable();
          t.text('br_code').notNullable();
          t.string('status', 16).notNullable();
          t.datetime('created_at').notNullable();
          t.datetime('expires_at').notNullable();
          t.datetime('confirmed_at').nullable();
          t.string('confirmed_by', 16).nullable();
          t.index(['member_id', 'created_at']);
          t.index(['psychologist_id', 'created_at']);
          t.index(['status', 'expires_at']);
        })
        .createTable('payment_webhook_events', (t) => {
          t.string('event_id', 100).primary();
          t.string('mode', 8).notNullable();
          t.string('payment_id', 36).nullable();
          t.datetime('received_at').notNullable();
          t.index(['received_at']);
        }),
    );
  }
}
