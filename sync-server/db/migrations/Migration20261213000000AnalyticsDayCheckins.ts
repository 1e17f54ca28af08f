import { SchemaMigration } from './schema-migration';

/**
 * Issue 18, part 5: check-ins and relapses per day they are about (`checkins.date`), kept by the
 * admin analytics rollup from the check-ins that arrived since its watermark, like the activity
 * figures (Migration20261212000000AnalyticsRollup). Read live, they were an index scan of every
 * check-in of the period: the answer's largest part at 100,000 members, linear in them. The
 * migration fills it with the check-ins the rollup has already passed (received up to its
 * watermark); the job adds the rest.
 */
export class Migration20261213000000AnalyticsDayCheckins extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('analytics_day_checkins', (t) => {
        t.string('day', 10).primary();
        t.bigInteger('checkins').notNullable();
        t.bigInteger('relapses').notNullable();
      }),
    );
    this.addSql(
      `insert into analytics_day_checkins (day, checkins, relapses)
       select date, count(*), count(*) filter (where had_relapse) from checkins
        where received_at <= (select watermark from analytics_rollup_state where id = 1)
        group by date`,
    );
  }
}
