import { isValidTimeZone, zoneOffsetMs } from '../../../shared/domain/zoned';
import type { SqlDb } from '../../db/sql';

/** Offsets are probed this often; a zone never changes its offset twice within an hour. */
const PROBE_MS = 3_600_000;

/** One stretch of constant UTC offset: `offsetMs` holds from `fromMs` until the next stretch. */
export interface OffsetStretch {
  fromMs: number;
  offsetMs: number;
}

/**
 * The UTC offsets a zone uses between two instants, from the zone rules of `shared/domain/zoned`
 * (the same rules every other day computation uses). Each change is found to the second, as zone
 * rules give them.
 */
export function offsetStretches(startMs: number, endMs: number, timeZone: string): OffsetStretch[] {
  const stretches: OffsetStretch[] = [{ fromMs: startMs, offsetMs: zoneOffsetMs(startMs, timeZone) }];
  for (let probe = startMs; probe < endMs; probe += PROBE_MS) {
    const at = Math.min(probe + PROBE_MS, endMs);
    const before = stretches[stretches.length - 1]!.offsetMs;
    if (zoneOffsetMs(at, timeZone) === before) continue;
    let lo = Math.floor(probe / 1000);
    let hi = Math.ceil(at / 1000);
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (zoneOffsetMs(mid * 1000, timeZone) === before) lo = mid;
      else hi = mid;
    }
    stretches.push({ fromMs: hi * 1000, offsetMs: zoneOffsetMs(hi * 1000, timeZone) });
  }
  return stretches;
}

const integer = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return String(n);
};

/**
 * SQL for the calendar day of a timestamp column in `timeZone`, for instants between `startMs`
 * and `endMs` (the period the query reads). The one real difference between the engines in the
 * analytics queries:
 *
 * - PostgreSQL (timestamptz): the database's own zone rules, `(column AT TIME ZONE zone)::date`,
 *   a 4-byte date to group by (`dayTextSql` turns the grouped few into text).
 * - SQLite (epoch milliseconds): the column plus the zone's offset at that instant, as a CASE over
 *   the offset stretches of the period (one branch, or two or three across a daylight-saving
 *   change), then `date(…, 'unixepoch')`, already 'yyyy-MM-dd' text. Exact across any offset
 *   change inside the period.
 *
 * Everything written into the text is a validated zone name or an integer, never input.
 */
export function localDaySql(
  db: Pick<SqlDb, 'sqlite'>,
  column: string,
  timeZone: string,
  startMs: number,
  endMs: number,
): string {
  if (!/^[a-z_][a-z0-9_.]*$/i.test(column)) throw new RangeError(`not a column: ${column}`);
  if (!isValidTimeZone(timeZone)) throw new RangeError(`not a time zone: ${timeZone}`);
  if (!db.sqlite) return `(${column} at time zone '${timeZone}')::date`;
  const [first, ...changes] = offsetStretches(startMs, endMs, timeZone);
  let offset = integer(first!.offsetMs);
  if (changes.length > 0) {
    // Latest change first: each branch holds from its change on.
    const branches = changes
      .reverse()
      .map((s) => `when ${column} >= ${integer(s.fromMs)} then ${integer(s.offsetMs)}`)
      .join(' ');
    offset = `(case ${branches} else ${offset} end)`;
  }
  return `date((${column} + ${offset}) / 1000, 'unixepoch')`;
}

/** A `localDaySql` day as 'yyyy-MM-dd' text (PostgreSQL's date is formatted; SQLite's is text already). */
export const dayTextSql = (db: Pick<SqlDb, 'sqlite'>, day: string): string =>
  db.sqlite ? day : `to_char(${day}, 'YYYY-MM-DD')`;
