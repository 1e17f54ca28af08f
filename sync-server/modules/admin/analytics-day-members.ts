import { inList, type SqlDb } from '../../db/sql';
import type { DaySegmentBits } from './analytics-rollup-sql';
import { MemberBitmap } from './member-bitmap';

interface SegmentChange {
  day: string;
  segment: number;
  set: number[];
  clear: number[];
}

/**
 * The bits a chunk of the rollup changes in `analytics_day_members`, gathered per (day, segment)
 * and then written in one pass: each touched segment is read, changed in JavaScript, and written
 * back with its new popcount only when a bit actually changed.
 */
export class DayMemberChanges {
  private readonly changes = new Map<string, SegmentChange>();

  /** Members active on those days (`set`), or to be taken off them (`clear`: clears win). */
  add(rows: DaySegmentBits[], change: 'set' | 'clear'): void {
    for (const { day, segment, bits } of rows) {
      const key = `${day}/${segment}`;
      let entry = this.changes.get(key);
      if (!entry) {
        entry = { day, segment, set: [], clear: [] };
        this.changes.set(key, entry);
      }
      entry[change].push(...bits);
    }
  }

  /** Writes the changes; answers how many segments changed. */
  async write(db: SqlDb): Promise<number> {
    const byDay = new Map<string, SegmentChange[]>();
    for (const change of this.changes.values()) {
      const list = byDay.get(change.day) ?? [];
      list.push(change);
      byDay.set(change.day, list);
    }
    let written = 0;
    for (const [day, changes] of byDay) {
      const stored = await db.rows<{ segment: unknown; members: Uint8Array }>(
        `select segment, members from analytics_day_members where day = ? and segment in (${inList(changes.length)})`,
        [day, ...changes.map((c) => c.segment)],
      );
      const storedBySegment = new Map(stored.map((r) => [Number(r.segment), r.members]));
      for (const { segment, set, clear } of changes) {
        const bitmap = new MemberBitmap(storedBySegment.get(segment));
        let changed = false;
        for (const bit of set) changed = bitmap.set(bit) || changed;
        for (const bit of clear) changed = bitmap.clear(bit) || changed;
        if (!changed) continue;
        await db.run(
          `insert into analytics_day_members (day, segment, active, members) values (?, ?, ?, ?)
           on conflict (day, segment) do update set active = excluded.active, members = excluded.members`,
          [day, segment, bitmap.count(), Buffer.from(bitmap.toBytes())],
        );
        written++;
      }
    }
    return written;
  }
}
