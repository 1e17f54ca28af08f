import { SchemaMigration } from './schema-migration';

/**
 * Issue 18, part 5: the medal e-mail list's counts (medals earned in a period, e-mails still owed)
 * from the admin analytics rollup. Read live, they joined every award of the period to its member
 * and its sent mark: 4.0 s p95 at 1,000,000 members with the seed's 13.5 million awards in 30
 * days.
 *
 * - `analytics_day_medals (day, medal_key, awarded, sent)`: per São Paulo day of `earned_at` and
 *   medal, the awards the rollup has counted and how many of them have their congratulation sent.
 * - `analytics_rollup_state.medals_watermark`: awards earned and e-mails sent up to this instant
 *   are in it. Null until the rollup's next chunk counts every award and mark made before (no
 *   backfill here: SQLite needs the zone rules of `shared/domain/zoned` to put an instant on its
 *   São Paulo day, which the job has and a migration has not).
 * - `medal_emails_sent (sent_at)`: the job reads the marks that arrived in its window, and the
 *   list the few sent since the watermark.
 */
export class Migration20261215000000AnalyticsDayMedals extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('analytics_day_medals', (t) => {
          t.string('day', 10).notNullable();
          t.string('medal_key', 32).notNullable();
          t.bigInteger('awarded').notNullable();
          t.bigInteger('sent').notNullable();
          t.primary(['day', 'medal_key']);
        })
        .alterTable('analytics_rollup_state', (t) => {
          t.datetime('medals_watermark').nullable();
        })
        .alterTable('medal_emails_sent', (t) => {
          t.index(['sent_at']);
        }),
    );
  }
}
