import { SchemaMigration } from './schema-migration';

/**
 * Issue 18, part 5: admin analytics read from a rollup kept by a background job
 * (modules/admin/analytics-rollup*.ts) instead of re-reading every access, event and check-in of
 * the period on each page view.
 *
 * - `analytics_member_numbers`: a dense number per member (bit n of a day's bitmap), assigned by
 *   the job; the row goes with the account (the bits stay, anonymous).
 * - `analytics_day_members`: per São Paulo day and segment of 65,536 member numbers, the bitmap
 *   of the members active that day and its popcount.
 * - `analytics_day_accesses`: app accesses per day, platform and access type (visitors included).
 * - `analytics_rollup_state`: one row, the arrival watermark, the numbers issued so far and the
 *   round's claim.
 * - Arrival instants where the data had none: `analytics_events.received_at` (batched events
 *   keep their own `occurredAt` as `created_at`, up to 30 days back; backfilled = created_at)
 *   and `pwa_accesses.attributed_at` (an anonymous access given its member later). With the
 *   indexes the job scans by; `checkins.received_at` had none.
 */
export class Migration20261212000000AnalyticsRollup extends SchemaMigration {
  override async up(): Promise<void> {
    const knex = this.getKnex();
    const sqlite = (knex.client as { dialect?: string }).dialect === 'sqlite3';
    const ddl = knex.schema
      .createTable('analytics_member_numbers', (t) => {
        t.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
        t.integer('member_no').notNullable().unique();
      })
      .createTable('analytics_day_members', (t) => {
        t.string('day', 10).notNullable();
        t.integer('segment').notNullable();
        t.integer('active').notNullable();
        t.binary('members').notNullable();
        t.primary(['day', 'segment']);
      })
      .createTable('analytics_day_accesses', (t) => {
        t.string('day', 10).notNullable();
        t.string('platform', 16).notNullable();
        t.string('access_type', 16).notNullable();
        t.bigInteger('n').notNullable();
        t.primary(['day', 'platform', 'access_type']);
      })
      .createTable('analytics_rollup_state', (t) => {
        // Always 1.
        t.integer('id').primary();
        // Everything that arrived up to this instant is counted.
        t.datetime('watermark').notNullable();
        // Member numbers handed out so far: never reused, even when the highest one's account goes.
        t.integer('members_issued').notNullable();
        t.string('claimed_by', 36).nullable();
        t.datetime('claimed_until').nullable();
      })
      .alterTable('analytics_events', (t) => {
        // Nullable as added (SQLite adds no NOT NULL column without a constant default); every
        // writer sets it, and PostgreSQL makes it NOT NULL below once filled.
        t.datetime('received_at').nullable();
      })
      .alterTable('pwa_accesses', (t) => {
        t.datetime('attributed_at').nullable();
        t.index(['attributed_at']);
      })
      .alterTable('checkins', (t) => {
        t.index(['received_at', 'user_id', 'recorded_at']);
      })
      .alterTable('role_changes', (t) => {
        t.index(['changed_at']);
      })
      .toSQL();
    for (const statement of ddl) await this.execute(statement.sql);
    await this.execute('update analytics_events set received_at = created_at');
    if (!sqlite) await this.execute('alter table analytics_events alter column received_at set not null');
    // The events the job reads by arrival, with what it needs from each (read from the index alone).
    for (const statement of knex.schema
      .alterTable('analytics_events', (t) => {
        t.index(['received_at', 'user_id', 'created_at']);
      })
      .toSQL())
      await this.execute(statement.sql);
  }
}
