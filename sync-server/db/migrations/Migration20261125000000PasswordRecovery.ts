import { SchemaMigration } from './schema-migration';

/**
 * Password recovery (issue 5): one-time reset tokens, stored only as their SHA-256, and the
 * outbox of every e-mail the app sends (kept even when SMTP delivered it, so support can see
 * what went out).
 */
export class Migration20261125000000PasswordRecovery extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('password_reset_tokens', (t) => {
          t.string('token_hash', 64).primary();
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.datetime('created_at').notNullable();
          t.datetime('expires_at').notNullable();
          t.datetime('used_at').nullable();
          t.index(['user_id']);
          t.index(['expires_at']);
        })
        .createTable('mail_outbox', (t) => {
          t.increments('id');
          t.string('to_address', 254).notNullable();
          t.string('subject', 255).notNullable();
          t.text('text').notNullable();
          t.datetime('created_at').notNullable();
          t.datetime('sent_at').nullable();
          t.text('error').nullable();
          t.index(['created_at']);
          t.index(['to_address']);
        }),
    );
  }
}
