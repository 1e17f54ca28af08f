import type { Knex } from '@mikro-orm/knex';
import { SchemaMigration } from './schema-migration';

/**
 * Psychologists and consented sharing (issue 4): the professional profile, one-time invite
 * codes (stored hashed), the member's grants, the access log and contact requests. Lists are
 * stored as comma-separated keys, which reads the same on both engines.
 */
export class Migration20261124000000Psychologists extends SchemaMigration {
  override up(): void {
    const userFk = (t: Knex.CreateTableBuilder, column: string) =>
      t.string(column, 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    this.schema((s) =>
      s
        .createTable('psychologist_profiles', (t) => {
          t.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
          t.string('crp', 12).notNullable().unique();
          t.string('status', 16).notNullable().defaultTo('pending');
          t.string('display_name', 80).notNullable();
          t.text('bio').notNullable().defaultTo('');
          t.string('approaches', 255).notNullable().defaultTo('');
          t.boolean('online').notNullable().defaultTo(true);
          t.boolean('in_person').notNullable().defaultTo(false);
          t.string('city', 80).notNullable().defaultTo('');
          t.string('uf', 2).notNullable().defaultTo('');
          t.string('languages', 64).notNullable().defaultTo('pt');
          t.integer('price_from_cents').nullable();
          t.integer('price_to_cents').nullable();
          t.string('contact_preference', 16).notNullable().defaultTo('email');
          t.datetime('created_at').notNullable();
          t.datetime('updated_at').notNullable();
          t.datetime('approved_at').nullable();
          t.index(['status']);
        })
        .createTable('sharing_invites', (t) => {
          t.string('code_hash', 64).primary();
          userFk(t, 'psychologist_id');
          t.datetime('created_at').notNullable();
          t.datetime('expires_at').notNullable();
          t.datetime('used_at').nullable();
          t.index(['psychologist_id']);
        })
        .createTable('sharing_grants', (t) => {
          userFk(t, 'member_id');
          userFk(t, 'psychologist_id');
          t.boolean('scope_progress').notNullable();
          t.boolean('scope_checkins').notNullable();
          t.boolean('scope_notes').notNullable();
          t.datetime('granted_at').notNullable();
          t.datetime('revoked_at').nullable();
          t.primary(['member_id', 'psychologist_id']);
          t.index(['psychologist_id']);
        })
        .createTable('access_audit', (t) => {
          t.string('id', 36).primary();
          userFk(t, 'member_id');
          // No foreign key: the member keeps the record of who read their data even after the
          // reader's account is gone (the name and CRP are kept as they were at the time).
          t.string('actor_id', 36).nullable();
          t.string('actor_role', 16).notNullable();
          t.string('actor_name', 100).notNullable();
          t.string('actor_crp', 12).nullable();
          t.string('resource', 32).notNullable();
          t.string('scopes', 64).notNullable();
          t.datetime('at').notNullable();
          t.index(['member_id', 'at']);
        })
        .createTable('contact_requests', (t) => {
          t.string('id', 36).primary();
          userFk(t, 'member_id');
          userFk(t, 'psychologist_id');
          t.text('message').notNullable();
          t.string('status', 16).notNullable().defaultTo('pending');
          t.datetime('created_at').notNullable();
          t.datetime('handled_at').nullable();
          t.index(['psychologist_id', 'status']);
          t.index(['member_id']);
        }),
    );
  }
}
