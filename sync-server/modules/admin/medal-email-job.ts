import type { EntityManager } from '@mikro-orm/knex';
import { MEDALS, medalByKey } from '../../../shared/domain/medals';
import type { Period } from '../../../shared/schemas/admin.schema';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { sqlDate, toMillis, withConnection } from '../../db/sql';
import { createFanOutJob, type FanOutKindHandler, type FanOutOutcome } from '../../jobs/fan-out-jobs';
import { sendMail } from '../mail/mail.service';
import { periodBounds } from './admin-analytics';
import { medalEmail } from './medal-emails';

export interface MedalEmailDeps {
  orm: Orm;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicOrigin'>;
}

/**
 * `POST /api/admin/medal-emails`: records a `medal-emails` job whose recipients are the
 * (member, medal) pairs earned in the period whose congratulation has not gone out, medals of
 * the catalogue only, materialised by one INSERT ... SELECT; answers the job's id at once.
 */
export function createMedalEmailJob(
  em: EntityManager,
  adminId: string,
  period: Period,
  now = new Date(),
): Promise<string> {
  const { start, end } = periodBounds(period);
  const keys = MEDALS.map((m) => m.key);
  return createFanOutJob(
    em,
    {
      kind: 'medal-emails',
      audience: { from: period.from, to: period.to },
      payload: {},
      createdBy: adminId,
      recipients: (db) => ({
        select: `select ?, a.user_id, a.medal_key from medal_awards a
                   join users u on u.id = a.user_id
                  where a.earned_at >= ? and a.earned_at < ? and u.user_type = 'client'
                    and a.medal_key in (${keys.map(() => '?').join(', ')})
                    and not exists (select 1 from medal_emails_sent s
                                     where s.user_id = a.user_id and s.medal_key = a.medal_key)`,
        params: [sqlDate(db, start), sqlDate(db, end), ...keys],
      }),
    },
    now,
  );
}

interface AwardRow {
  user_id: string;
  medal_key: string;
  earned_at: unknown;
  name: string;
  email: string;
}

/**
 * Sends a batch of congratulations. Each (member, medal) is claimed in `medal_emails_sent`
 * first with an insert that does nothing when the row exists, and only the claim that stored
 * the row sends: a pair another job (or the same one, replayed) already took is skipped, so a
 * congratulation never goes out twice.
 */
export const medalEmailHandler: FanOutKindHandler<MedalEmailDeps> = {
  async prepare(deps, em, _job, recipients, now) {
    const userIds = [...new Set(recipients.map((r) => r.userId))];
    const rows = await withConnection(em, (db) =>
      db.rows<AwardRow>(
        `select a.user_id, a.medal_key, a.earned_at, u.name, u.email
           from medal_awards a join users u on u.id = a.user_id
          where a.user_id in (${userIds.map(() => '?').join(', ')})`,
        userIds,
      ),
    );
    const awards = new Map(rows.map((r) => [`${r.user_id} ${r.medal_key}`, r]));
    return async (recipient): Promise<FanOutOutcome> => {
      const award = awards.get(`${recipient.userId} ${recipient.target}`);
      const medal = medalByKey(recipient.target);
      if (!award || !medal) return 'skipped';
      const claimed = await withConnection(em, (db) =>
        db.run(
          'insert into medal_emails_sent (user_id, medal_key, sent_at) values (?, ?, ?) on conflict do nothing',
          [award.user_id, award.medal_key, sqlDate(db, now)],
        ),
      );
      if (claimed !== 1) return 'skipped';
      const mail = medalEmail(
        { name: award.name },
        medal,
        toMillis(award.earned_at),
        deps.config.publicOrigin,
      );
      const entry = await sendMail(deps, { to: award.email, ...mail }, now);
      return entry.error ? 'failed' : 'sent';
    };
  },
};
