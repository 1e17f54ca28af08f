import { SchemaMigration } from './schema-migration';

/**
 * Issue 18: the timestamps admin analytics and the medal e-mail list read a period by. Without
 * them every admin page view scans whole tables; with them a period is a range scan, and a short
 * period in a long history (a month out of a year of check-ins) reads only its own rows. The
 * activity indexes carry user_id and the check-in day index had_relapse, so PostgreSQL can answer
 * those reads from the index alone (index-only scans) without visiting the rows.
 */
export class Migration20261211000000AnalyticsIndexes extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .alterTable('pwa_accesses', (t) => {
          t.index(['started_at', 'user_id']);
        })
        .alterTable('analytics_events', (t) => {
          t.index(['created_at', 'user_id']);
        })
        .alterTable('checkins', (t) => {
          // Activity by the instant recorded; check-ins and relapses by the day they are about.
          t.index(['recorded_at', 'user_id']);
          t.index(['date', 'had_relapse']);
        })
        .alterTable('users', (t) => {
          t.index(['created_at']);
        })
        .alterTable('pwa_installs', (t) => {
          t.index(['created_at']);
        })
        .alterTable('medal_awards', (t) => {
          // In the medal e-mail list's order: a page is read from the index, not sorted.
          t.index(['earned_at', 'user_id', 'medal_key']);
        }),
    );
  }
}
