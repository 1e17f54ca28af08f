import type { EntityManager } from '@mikro-orm/knex';
import { sqlDate, withConnection } from '../db/sql';

/**
 * How long a settled job keeps its recipient rows. The job row and its counts stay for the admin
 * pages and `notifications:status`; the recipients (a push endpoint per member: personal data,
 * and a million rows per broadcast at national scale) are needed only while the job runs and for
 * a week of questions after it.
 */
export const SETTLED_RECIPIENTS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Rows deleted per statement, so a broadcast's million rows never make one long transaction. */
const PURGE_CHUNK = 10_000;

/**
 * Deletes the recipient rows of jobs done or failed before `now - SETTLED_RECIPIENTS_KEPT_MS`,
 * a chunk at a time; answers how many went. Idempotent: instances running it at once only share
 * the work (maintenance.ts runs it hourly).
 */
export async function purgeSettledRecipients(em: EntityManager, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SETTLED_RECIPIENTS_KEPT_MS);
  return withConnection(em, async (db) => {
    let purged = 0;
    for (;;) {
      const deleted = await db.run(
        `delete from fan_out_recipients where id in (
           select r.id from fan_out_recipients r join fan_out_jobs j on j.id = r.job_id
            where j.status in ('done', 'failed') and j.finished_at < ? limit ${PURGE_CHUNK})`,
        [sqlDate(db, before)],
      );
      purged += deleted;
      if (deleted < PURGE_CHUNK) return purged;
    }
  });
}
