import { USER_TYPES } from '../../../shared/constants';
import type { LocalDate } from '../../../shared/domain/types';
import { localDateOf } from '../../../shared/domain/zoned';
import { ADMIN_TIME_ZONE } from '../../../shared/schemas/admin.schema';
import { inList, type SqlDb, sqlDate, toMillis } from '../../db/sql';
import { instantRange, type Statement } from './analytics-rollup-sql';
import { readRollupState } from './analytics-rollup-state';
import { dayTextSql, localDaySql } from './local-day-sql';

/**
 * The medal e-mail list's counts, kept by the admin analytics rollup (analytics-rollup.ts) in
 * `analytics_day_medals`: per São Paulo day of `earned_at` and medal, the awards counted and how
 * many of them have their congratulation sent. What the rollup counts is what ARRIVED up to the
 * state's `medals_watermark`: an award arrives when it is earned (`earned_at` is the server's
 * clock at insert, never a past date), a sent mark when it is claimed (`sent_at`).
 *
 * Every account's awards are counted, whatever its role; the list subtracts, when it reads, those
 * of the accounts that are not members now (psychologists and staff, a few). A deleted account's
 * counted awards and marks are taken off in the deletion's transaction (`forgetMedalCounts`).
 */

/** Roles other than a member's: their awards are not the list's. */
const NOT_MEMBERS = USER_TYPES.filter((t) => t !== 'client');

/** Adds what `arrived` selects — (medal_key, at = the award's earned_at) rows — to `column`. */
async function addToDays(db: SqlDb, arrived: Statement, column: 'awarded' | 'sent'): Promise<void> {
  const range = await instantRange(db, arrived);
  if (!range) return;
  const day = dayTextSql(db, localDaySql(db, 'a.at', ADMIN_TIME_ZONE, range.minMs, range.maxMs + 1));
  const [awarded, sent] = column === 'awarded' ? ['n', '0'] : ['0', 'n'];
  await db.run(
    `insert into analytics_day_medals (day, medal_key, awarded, sent)
     select day, medal_key, ${awarded}, ${sent} from (
       select ${day} as day, a.medal_key, count(*) as n from (${arrived.sql}) a group by 1, 2) arrived
      where true
     on conflict (day, medal_key) do update set ${column} = analytics_day_medals.${column} + excluded.${column}`,
    arrived.params,
  );
}

/**
 * Counts the awards earned and the congratulations marked sent in (after, upTo] (after null: every
 * one up to `upTo`, the first count after the migration or a reset), in the caller's chunk
 * transaction. A mark counts on its award's day; a mark whose award is gone counts nowhere.
 */
export async function addArrivedMedals(db: SqlDb, after: Date | null, upTo: Date): Promise<void> {
  const window = [sqlDate(db, after ?? new Date(0)), sqlDate(db, upTo)];
  await addToDays(
    db,
    {
      sql: 'select medal_key, earned_at as at from medal_awards where earned_at > ? and earned_at <= ?',
      params: window,
    },
    'awarded',
  );
  await addToDays(
    db,
    {
      sql: `select a.medal_key, a.earned_at as at from medal_emails_sent s
              join medal_awards a on a.user_id = s.user_id and a.medal_key = s.medal_key
             where s.sent_at > ? and s.sent_at <= ?`,
      params: window,
    },
    'sent',
  );
}

/**
 * Takes a deleted account's counted awards and marks off the days' counts, in the deletion's
 * transaction before its rows go. On PostgreSQL it first locks the rollup's state row, which a
 * chunk takes as its first statement: either the chunk counted them and they are taken off here,
 * or it runs after and no longer finds them. (SQLite has one writer.)
 */
export async function forgetMedalCounts(
  db: Pick<SqlDb, 'rows' | 'run' | 'sqlite'>,
  userId: string,
): Promise<void> {
  const watermark = (await readRollupState(db, true))?.medalsWatermark?.getTime();
  if (watermark === undefined) return;
  const awards = await db.rows<{ medal_key: string; earned_at: unknown; sent_at: unknown }>(
    `select a.medal_key, a.earned_at, s.sent_at from medal_awards a
       left join medal_emails_sent s on s.user_id = a.user_id and s.medal_key = a.medal_key
      where a.user_id = ?`,
    [userId],
  );
  for (const award of awards) {
    const earnedAt = toMillis(award.earned_at);
    if (earnedAt > watermark) continue;
    const sent =
      award.sent_at !== null && award.sent_at !== undefined && toMillis(award.sent_at) <= watermark;
    await db.run(
      'update analytics_day_medals set awarded = awarded - 1, sent = sent - ? where day = ? and medal_key = ?',
      [sent ? 1 : 0, localDateOf(earnedAt, ADMIN_TIME_ZONE), award.medal_key],
    );
  }
}

export interface MedalCounts {
  /** Medals of `keys` members earned in the period. */
  awarded: number;
  /** Of those, the ones whose congratulation went out. */
  sent: number;
}

/**
 * The period's counts for the medal e-mail list, exact and current: the rollup's days, less the
 * counted awards of accounts that are not members now, plus what arrived since its watermark
 * (members' awards earned and marks sent after it). Run in one snapshot (`heavyRead`). A few
 * hundred day rows and index reads of the last minute's arrivals, whatever the number of members.
 */
export async function medalCounts(
  db: SqlDb,
  period: { from: LocalDate; to: LocalDate; start: Date; end: Date },
  keys: string[],
): Promise<MedalCounts> {
  const watermark = sqlDate(db, (await readRollupState(db))?.medalsWatermark ?? new Date(0));
  const inPeriod = `a.earned_at >= ? and a.earned_at < ? and a.medal_key in (${inList(keys.length)})`;
  const periodParams = [sqlDate(db, period.start), sqlDate(db, period.end), ...keys];
  const sentMark = 'left join medal_emails_sent s on s.user_id = a.user_id and s.medal_key = a.medal_key';
  const [rolled, others, earnedSince, sentSince] = [
    await db.rows<{ awarded: unknown; sent: unknown }>(
      `select sum(awarded) as awarded, sum(sent) as sent from analytics_day_medals
        where day >= ? and day <= ? and medal_key in (${inList(keys.length)})`,
      [period.from, period.to, ...keys],
    ),
    await db.rows<{ awarded: unknown; sent: unknown }>(
      `select count(*) as awarded, count(case when s.sent_at <= ? then 1 end) as sent
         from medal_awards a join users u on u.id = a.user_id ${sentMark}
        where u.user_type in (${inList(NOT_MEMBERS.length)}) and a.earned_at <= ? and ${inPeriod}`,
      [watermark, ...NOT_MEMBERS, watermark, ...periodParams],
    ),
    await db.rows<{ n: unknown }>(
      `select count(*) as n from medal_awards a join users u on u.id = a.user_id
        where u.user_type = 'client' and a.earned_at > ? and ${inPeriod}`,
      [watermark, ...periodParams],
    ),
    await db.rows<{ n: unknown }>(
      `select count(*) as n from medal_emails_sent s
         join medal_awards a on a.user_id = s.user_id and a.medal_key = s.medal_key
         join users u on u.id = a.user_id
        where s.sent_at > ? and u.user_type = 'client' and ${inPeriod}`,
      [watermark, ...periodParams],
    ),
  ];
  const n = (value: unknown) => Number(value ?? 0);
  return {
    awarded: n(rolled[0]?.awarded) - n(others[0]?.awarded) + n(earnedSince[0]?.n),
    sent: n(rolled[0]?.sent) - n(others[0]?.sent) + n(sentSince[0]?.n),
  };
}
