import { SchemaMigration } from './schema-migration';

/**
 * Fan-out jobs (issue 18, DESIGN.md §11): an admin broadcast or the medal congratulation
 * e-mails, recorded with its audience, payload, progress and outcome counts, and one row per
 * recipient materialised when the job is created. Instances claim recipients in batches
 * (`claim_token` set where it is still null, with a lease); each recipient ends with one outcome.
 * A job outlives the admin who started it (`created_by` set null); recipients go with their job
 * and with their account (a job done counts the rows an account deletion took as skipped).
 */
export class Migration20261210000000FanOutJobs extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('fan_out_jobs', (t) => {
          t.string('id', 36).primary();
          t.string('kind', 24).notNullable();
          t.text('audience').notNullable();
          t.text('payload').notNullable();
          t.string('created_by', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
          t.string('status', 16).notNullable();
          t.integer('total').notNullable().defaultTo(0);
          t.integer('sent').notNullable().defaultTo(0);
          t.integer('removed').notNullable().defaultTo(0);
          t.integer('failed').notNullable().defaultTo(0);
          t.integer('skipped').notNullable().defaultTo(0);
          t.integer('interrupted').notNullable().defaultTo(0);
          t.datetime('created_at').notNullable();
          t.datetime('started_at').nullable();
          t.datetime('finished_at').nullable();
          // The round's question, "which jobs are still owed work?", and the recent-jobs list.
          t.index(['status', 'created_at']);
          t.index(['created_at']);
        })
        .createTable('fan_out_recipients', (t) => {
          t.bigIncrements('id');
          t.string('job_id', 36).notNullable().references('id').inTable('fan_out_jobs').onDelete('CASCADE');
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          // What this recipient is within the job: a push endpoint, or a medal key.
          t.string('target', 1024).notNullable();
          t.string('claim_token', 36).nullable();
          t.datetime('lease_until').nullable();
          t.string('outcome', 16).nullable();
          // Unclaimed rows of a job in order; claimed rows without an outcome by lease.
          t.index(['job_id', 'claim_token', 'id']);
          t.index(['job_id', 'outcome', 'lease_until']);
          // A deleted account's rows go with it (its endpoints are its data).
          t.index(['user_id']);
        }),
    );
  }
}
