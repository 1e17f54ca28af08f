import type { LocalDate } from '../../../shared/domain/types';
import type { SqlDb } from '../../db/sql';
import { readRollupState } from './analytics-rollup-state';
import { MemberBitmap } from './member-bitmap';

/** The figures of a period the rollup (analytics-rollup.ts) counts. */
export interface RolledUpFigures {
  /** Active members per São Paulo day ('yyyy-MM-dd'); days without any are absent. */
  activeByDay: Map<string, number>;
  /** Distinct members active on at least one day of the period. */
  activeInPeriod: number;
  /** Accesses by platform and by access type, visitors included. */
  platforms: Map<string, number>;
  accessTypes: Map<string, number>;
  accesses: number;
  /** Check-ins and relapses per day they are about ('yyyy-MM-dd'); days without any are absent. */
  checkinsByDay: Map<string, { checkins: number; relapses: number }>;
  /** Everything that arrived up to this instant is counted; null before the first round. */
  countedTo: Date | null;
}

/**
 * Reads a period from the rollup: the days' counts as stored; the period's distinct members as
 * the popcount of the OR of its days' bitmaps, one segment of numbers at a time (at most the
 * period's days × 8 KB in memory, whatever the number of members); the accesses' breakdown; the
 * days' check-ins and relapses.
 */
export async function rolledUpFigures(db: SqlDb, from: LocalDate, to: LocalDate): Promise<RolledUpFigures> {
  const days = [from, to];
  const state = await readRollupState(db);
  const activeByDay = new Map<string, number>();
  for (const row of await db.rows<{ day: string; n: unknown }>(
    'select day, sum(active) as n from analytics_day_members where day >= ? and day <= ? group by day',
    days,
  ))
    activeByDay.set(row.day, Number(row.n));

  let activeInPeriod = 0;
  const segments = await db.rows<{ segment: unknown }>(
    'select distinct segment from analytics_day_members where day >= ? and day <= ? and active > 0',
    days,
  );
  for (const { segment } of segments) {
    const union = new MemberBitmap();
    for (const row of await db.rows<{ members: Uint8Array }>(
      'select members from analytics_day_members where segment = ? and day >= ? and day <= ?',
      [Number(segment), ...days],
    ))
      union.or(row.members);
    activeInPeriod += union.count();
  }

  const platforms = new Map<string, number>();
  const accessTypes = new Map<string, number>();
  let accesses = 0;
  for (const row of await db.rows<{ platform: string; access_type: string; n: unknown }>(
    `select platform, access_type, sum(n) as n from analytics_day_accesses
      where day >= ? and day <= ? group by platform, access_type`,
    days,
  )) {
    const n = Number(row.n);
    platforms.set(row.platform, (platforms.get(row.platform) ?? 0) + n);
    accessTypes.set(row.access_type, (accessTypes.get(row.access_type) ?? 0) + n);
    accesses += n;
  }
  const checkinsByDay = new Map<string, { checkins: number; relapses: number }>();
  for (const row of await db.rows<{ day: string; checkins: unknown; relapses: unknown }>(
    'select day, checkins, relapses from analytics_day_checkins where day >= ? and day <= ?',
    days,
  ))
    checkinsByDay.set(row.day, { checkins: Number(row.checkins), relapses: Number(row.relapses) });
  const countedTo = state && state.watermark.getTime() > 0 ? state.watermark : null;
  return { activeByDay, activeInPeriod, platforms, accessTypes, accesses, checkinsByDay, countedTo };
}
