import { SchemaMigration } from './schema-migration';

/**
 * Issue 18: two indexes of Migration20261211000000AnalyticsIndexes that no query reads since
 * admin analytics count from the rollup (Migration20261212000000AnalyticsRollup), which reads what
 * arrived by `received_at`. Each still cost an index write per check-in or event, and disk: at
 * 1,000,000 members `checkins (recorded_at, user_id)` alone took 4.6 GB. `pg_stat_user_indexes`
 * counted no scan of either after the seed, the analytics rollup's full count and every scale
 * bench (docs/capacity.md). `checkins (date, had_relapse)` stays: it was scanned (by the seed and
 * by a full count grouped by day).
 */
export class Migration20261214000000DropUnusedAnalyticsIndexes extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .alterTable('analytics_events', (t) => {
          t.dropIndex(['created_at', 'user_id']);
        })
        .alterTable('checkins', (t) => {
          t.dropIndex(['recorded_at', 'user_id']);
        }),
    );
  }
}
