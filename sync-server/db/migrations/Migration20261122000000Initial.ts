import { SchemaMigration } from './schema-migration';

/** Accounts, sessions, rate limits, first-party analytics and app-access tracking. */
export class Migration20261122000000Initial extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('users', (t) => {
          t.string('id', 36).primary();
          t.string('email', 254).notNullable().unique();
          t.string('name', 100).notNullable();
          t.string('password_hash', 255).notNullable();
          t.string('user_type', 20).notNullable().defaultTo('client');
          t.string('timezone', 64).notNullable().defaultTo('America/Sao_Paulo');
          t.string('terms_version', 20).notNullable();
          t.datetime('terms_accepted_at').notNullable();
          t.datetime('created_at').notNullable();
          t.datetime('last_access_at').nullable();
          t.index(['user_type']);
        })
        .createTable('sessions', (t) => {
          t.string('id', 64).primary();
          t.string('user_id', 36).nullable().index();
          t.jsonb('data').notNullable();
          t.datetime('expires_at').notNullable().index();
          t.datetime('created_at').notNullable();
          t.datetime('updated_at').notNullable();
        })
        .createTable('rate_limit_hits', (t) => {
          t.string('key', 200).primary();
          t.bigInteger('window_ends_at').notNullable().index();
          t.integer('hits').notNullable();
        })
        .createTable('analytics_events', (t) => {
          t.string('id', 36).primary();
          t.string('user_id', 36).nullable().index();
          t.string('name', 64).notNullable().index();
          t.string('label', 64).nullable();
          t.jsonb('properties').nullable();
          t.datetime('created_at').notNullable();
        })
        .createTable('pwa_accesses', (t) => {
          t.string('id', 36).primary();
          t.string('user_id', 36).nullable().index();
          t.string('user_agent', 512).notNullable();
          t.string('platform', 16).notNullable();
          t.string('access_type', 16).notNullable();
          t.text('referrer').nullable();
          t.datetime('started_at').notNullable();
          t.datetime('ended_at').nullable();
          t.integer('session_duration').nullable();
        })
        .createTable('pwa_installs', (t) => {
          t.string('id', 36).primary();
          t.string('user_id', 36).nullable().index();
          t.string('user_agent', 512).notNullable();
          t.string('platform', 16).notNullable();
          t.string('install_type', 24).notNullable();
          t.datetime('created_at').notNullable();
        }),
    );
  }
}
