import { SchemaMigration } from './schema-migration';

/**
 * The landing page's community figures as one shared row (issue 18): refreshed on a schedule by
 * one instance at a time (modules/community/community-stats.ts), read by every instance into
 * memory. No row until the first refresh computes it.
 */
export class Migration20261208000000CommunityStats extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('community_stats', (t) => {
        // Always 1: there is one set of community figures.
        t.integer('id').primary();
        t.bigInteger('members').notNullable();
        t.bigInteger('money_saved_cents').notNullable();
        t.bigInteger('days_without_betting').notNullable();
        // When the figures were last claimed for a refresh: the claim is a conditional UPDATE on it.
        t.datetime('refreshed_at').notNullable();
      }),
    );
  }
}
