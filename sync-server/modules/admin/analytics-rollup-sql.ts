import { ADMIN_TIME_ZONE } from '../../../shared/schemas/admin.schema';
import { inList, type SqlDb, sqlDate, toMillis } from '../../db/sql';
import { dayTextSql, localDaySql } from './local-day-sql';

/**
 * The statements of the admin analytics rollup (analytics-rollup.ts), the same text on SQLite and
 * PostgreSQL but for the São Paulo day (`localDaySql`) and the list aggregate.
 */

/** Member numbers per stored bitmap: 8 KB a segment, so a late record rewrites 8 KB, not a day. */
export const SEGMENT_BITS = 65_536;

/** Which activity a statement reads. */
export type ActivityFilter =
  /** What ARRIVED in (after, upTo]: accesses started or attributed, events and check-ins received. */
  | { arrivedAfter: Date; upTo: Date }
  /** Every record of these accounts, whenever it arrived (an account whose role changed). */
  | { accounts: string[] };

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * (user_id, at) of the activity the filter selects, `at` being the record's own instant (as the
 * figures always were): an access's start, an event's `created_at` (a batched event's own
 * moment), a check-in's `recorded_at`. Records without an account are nobody's activity.
 */
export function activitySql(db: SqlDb, filter: ActivityFilter): Statement {
  if ('accounts' in filter) {
    const ids = inList(filter.accounts.length);
    return {
      sql: `select user_id, started_at as at from pwa_accesses where user_id in (${ids})
            union all
            select user_id, created_at from analytics_events where user_id in (${ids})
            union all
            select user_id, recorded_at from checkins where user_id in (${ids})`,
      params: [...filter.accounts, ...filter.accounts, ...filter.accounts],
    };
  }
  const window = [sqlDate(db, filter.arrivedAfter), sqlDate(db, filter.upTo)];
  return {
    sql: `select user_id, started_at as at from pwa_accesses
           where started_at > ? and started_at <= ? and user_id is not null
          union all
          select user_id, started_at from pwa_accesses
           where attributed_at > ? and attributed_at <= ? and user_id is not null
          union all
          select user_id, created_at from analytics_events
           where received_at > ? and received_at <= ? and user_id is not null
          union all
          select user_id, recorded_at from checkins where received_at > ? and received_at <= ?`,
    params: [...window, ...window, ...window, ...window],
  };
}

/** Only member accounts' activity ('client' now); psychologists and staff are not members. */
const MEMBERS_ONLY = `join users u on u.id = a.user_id and u.user_type = 'client'`;

/**
 * Gives a number to each member of the selected activity who has none yet, numbered on from
 * `issued` in id order. Answers how many it gave.
 */
export function numberNewMembers(db: SqlDb, filter: ActivityFilter, issued: number): Promise<number> {
  const activity = activitySql(db, filter);
  return db.run(
    `insert into analytics_member_numbers (user_id, member_no)
     select user_id, ? + row_number() over (order by user_id)
       from (select distinct a.user_id from (${activity.sql}) a ${MEMBERS_ONLY}
              where not exists (select 1 from analytics_member_numbers n where n.user_id = a.user_id)) fresh`,
    [issued, ...activity.params],
  );
}

/** The members of one São Paulo day and segment the selected activity holds. */
export interface DaySegmentBits {
  day: string;
  segment: number;
  /** Bit positions within the segment (member number % SEGMENT_BITS). */
  bits: number[];
}

/**
 * The distinct (member number, São Paulo day) pairs of the selected activity, grouped by day and
 * segment: a row per (day, segment) with its members' bit positions, never a row per record.
 * `membersOnly` keeps member accounts; without it every numbered account counts (to clear the
 * bits of one who is no longer a member).
 */
export async function daySegmentBits(
  db: SqlDb,
  filter: ActivityFilter,
  membersOnly: boolean,
): Promise<DaySegmentBits[]> {
  const activity = activitySql(db, filter);
  const range = await instantRange(db, activity);
  if (!range) return [];
  const day = localDaySql(db, 'a.at', ADMIN_TIME_ZONE, range.minMs, range.maxMs + 1);
  const bitList = db.sqlite
    ? `group_concat(member_no % ${SEGMENT_BITS})`
    : `string_agg((member_no % ${SEGMENT_BITS})::text, ',')`;
  const rows = await db.rows<{ day: string; segment: unknown; bits: string }>(
    `with pairs as (
       select distinct n.member_no, ${day} as day
         from (${activity.sql}) a ${membersOnly ? MEMBERS_ONLY : ''}
         join analytics_member_numbers n on n.user_id = a.user_id
     )
     select ${dayTextSql(db, 'day')} as day, member_no / ${SEGMENT_BITS} as segment, ${bitList} as bits
       from pairs group by day, member_no / ${SEGMENT_BITS}`,
    activity.params,
  );
  return rows.map((r) => ({ day: r.day, segment: Number(r.segment), bits: r.bits.split(',').map(Number) }));
}

/**
 * The earliest and latest instants of the activity, for SQLite's day expression (its offsets
 * come from the stretches between them); PostgreSQL needs none and gets a placeholder range.
 * Null when there is no activity.
 */
export async function instantRange(
  db: SqlDb,
  activity: Statement,
): Promise<{ minMs: number; maxMs: number } | null> {
  if (!db.sqlite) return { minMs: 0, maxMs: 0 };
  const [row] = await db.rows<{ lo: unknown; hi: unknown }>(
    `select min(at) as lo, max(at) as hi from (${activity.sql}) a`,
    activity.params,
  );
  if (row?.lo === null || row?.lo === undefined) return null;
  return { minMs: toMillis(row.lo), maxMs: toMillis(row.hi) };
}

/**
 * Adds the accesses that STARTED in (after, upTo] to the per-day counts by platform and type,
 * visitors included. An access counts once, when it starts; being attributed later adds nothing.
 */
export function addArrivedAccesses(db: SqlDb, arrivedAfter: Date, upTo: Date): Promise<number> {
  const startMs = arrivedAfter.getTime();
  const day = dayTextSql(db, localDaySql(db, 'started_at', ADMIN_TIME_ZONE, startMs, upTo.getTime() + 1));
  return db.run(
    `insert into analytics_day_accesses (day, platform, access_type, n)
     select day, platform, access_type, n from (
       select ${day} as day, platform, access_type, count(*) as n from pwa_accesses
        where started_at > ? and started_at <= ? group by 1, 2, 3) arrived
      where true
     on conflict (day, platform, access_type) do update set n = analytics_day_accesses.n + excluded.n`,
    [sqlDate(db, arrivedAfter), sqlDate(db, upTo)],
  );
}

/**
 * Adds the check-ins RECEIVED in (after, upTo] to the counts of the days they are about
 * (`checkins.date`), relapses apart; every account's, as the figure always counted them.
 * Check-ins are never changed once stored, so each counts once, when it arrives.
 */
export function addArrivedCheckins(db: SqlDb, arrivedAfter: Date, upTo: Date): Promise<number> {
  return db.run(
    `insert into analytics_day_checkins (day, checkins, relapses)
     select date, n, relapses from (
       select date, count(*) as n, count(*) filter (where had_relapse) as relapses from checkins
        where received_at > ? and received_at <= ? group by date) arrived
      where true
     on conflict (day) do update set checkins = analytics_day_checkins.checkins + excluded.checkins,
       relapses = analytics_day_checkins.relapses + excluded.relapses`,
    [sqlDate(db, arrivedAfter), sqlDate(db, upTo)],
  );
}

/** Accounts whose role changed in (after, upTo] (users:role), with their role now. */
export async function roleChangesArrived(
  db: SqlDb,
  arrivedAfter: Date,
  upTo: Date,
): Promise<{ id: string; member: boolean }[]> {
  const rows = await db.rows<{ id: string; user_type: string }>(
    `select u.id, u.user_type from users u
      where u.id in (select user_id from role_changes where changed_at > ? and changed_at <= ?)`,
    [sqlDate(db, arrivedAfter), sqlDate(db, upTo)],
  );
  return rows.map((r) => ({ id: r.id, member: r.user_type === 'client' }));
}

/** The earliest arrival after `after` in any source the rollup reads, or null when none. */
export async function nextArrival(db: SqlDb, after: Date): Promise<Date | null> {
  const sources: [table: string, column: string][] = [
    ['pwa_accesses', 'started_at'],
    ['pwa_accesses', 'attributed_at'],
    ['analytics_events', 'received_at'],
    ['checkins', 'received_at'],
    ['role_changes', 'changed_at'],
    ['medal_awards', 'earned_at'],
    ['medal_emails_sent', 'sent_at'],
  ];
  let earliest: number | null = null;
  for (const [table, column] of sources) {
    const [row] = await db.rows<{ at: unknown }>(
      `select min(${column}) as at from ${table} where ${column} > ?`,
      [sqlDate(db, after)],
    );
    if (row?.at === null || row?.at === undefined) continue;
    const ms = toMillis(row.at);
    if (earliest === null || ms < earliest) earliest = ms;
  }
  return earliest === null ? null : new Date(earliest);
}
