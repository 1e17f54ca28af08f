import { SchemaMigration } from './schema-migration';

/**
 * The core loop: assessments, goals, check-ins, medals and each member's sync version with a
 * progress snapshot. Every row belongs to a user and goes with the account (on delete cascade).
 */
export class Migration20261123000000CoreLoop extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('assessments', (t) => {
          t.string('id', 36).primary();
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.datetime('completed_at').notNullable();
          t.integer('days_per_week').notNullable();
          t.integer('weekly_spending_cents').notNullable();
          t.jsonb('pgsi').nullable();
          t.integer('pgsi_score').nullable();
          t.index(['user_id', 'completed_at']);
        })
        .createTable('goals', (t) => {
          t.string('id', 36).primary();
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.datetime('set_at').notNullable();
          t.string('type', 16).notNullable();
          t.integer('target_days_per_week').nullable();
          t.integer('target_weekly_spending_cents').nullable();
          t.index(['user_id', 'set_at']);
        })
        .createTable('checkins', (t) => {
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.string('id', 36).notNullable();
          t.string('device_id', 64).nullable();
          t.string('date', 10).notNullable();
          t.datetime('recorded_at').notNullable();
          t.datetime('received_at').notNullable();
          t.boolean('had_relapse').notNullable();
          t.integer('amount_spent_cents').notNullable();
          t.smallint('mood').notNullable();
          t.text('notes').nullable();
          t.integer('version').notNullable();
          t.primary(['user_id', 'id']);
          t.index(['user_id', 'version']);
          t.index(['user_id', 'date']);
        })
        .createTable('medal_awards', (t) => {
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.string('medal_key', 32).notNullable();
          t.datetime('earned_at').notNullable();
          t.primary(['user_id', 'medal_key']);
        })
        .createTable('user_progress', (t) => {
          t.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
          t.integer('sync_version').notNullable().defaultTo(0);
          t.bigInteger('money_saved_cents').notNullable().defaultTo(0);
          t.integer('days_without_betting').notNullable().defaultTo(0);
          t.integer('current_streak').notNullable().defaultTo(0);
          t.integer('best_streak').notNullable().defaultTo(0);
          t.datetime('updated_at').notNullable();
        }),
    );
  }
}
