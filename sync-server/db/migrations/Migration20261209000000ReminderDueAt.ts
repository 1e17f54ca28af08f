import { nextReminderDueMs } from '../../../shared/domain/reminder-schedule';
import { resolveTimeZone } from '../../../shared/domain/zoned';
import { SchemaMigration } from './schema-migration';

const BACKFILL_BATCH = 1000;

/**
 * Reminders on time (issue 18): each reminder keeps its next due instant (UTC), so a scheduler
 * tick reads only what is due through the (enabled, next_due_at) index instead of every reminder.
 * Existing rows are filled here in JavaScript (`shared/domain/reminder-schedule.ts`), the one
 * place that knows the zone rules on both engines: a reminder not yet claimed today is due today
 * at its time (already past: sent at the next tick, as before), one claimed today is due tomorrow.
 * A row written later without it (raw SQL such as `demo:seed-scale`) is filled by the scheduler.
 */
export class Migration20261209000000ReminderDueAt extends SchemaMigration {
  override async up(): Promise<void> {
    const knex = this.getKnex();
    const sqlite = (knex.client as { dialect?: string }).dialect === 'sqlite3';
    const ddl = knex.schema
      .alterTable('reminder_settings', (t) => {
        t.datetime('next_due_at').nullable();
        t.index(['enabled', 'next_due_at'], 'reminder_settings_enabled_next_due_at_index');
      })
      .toSQL();
    for (const statement of ddl) await this.execute(statement.sql);
    const now = Date.now();
    let after = '';
    for (;;) {
      const rows = (await this.execute(
        `select r.user_id, r.time, r.last_sent_date, u.timezone from reminder_settings r
          join users u on u.id = r.user_id where r.user_id > ? order by r.user_id limit ${BACKFILL_BATCH}`,
        [after],
      )) as { user_id: string; time: string; last_sent_date: string | null; timezone: string | null }[];
      if (rows.length === 0) return;
      const values = rows.flatMap((r) => [
        r.user_id,
        nextReminderDueMs(r.time, resolveTimeZone(r.timezone), now, r.last_sent_date),
      ]);
      const row = sqlite ? '(?, ?)' : '(?, to_timestamp(cast(? as bigint) / 1000.0))';
      await this.execute(
        `update reminder_settings set next_due_at = v.column2
          from (values ${rows.map(() => row).join(', ')}) as v where reminder_settings.user_id = v.column1`,
        values,
      );
      after = rows[rows.length - 1]!.user_id;
    }
  }
}
