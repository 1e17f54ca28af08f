import type { LocalJournalEntry } from '../../data/db';

/** One month of the diary: its 'yyyy-MM' and its entries, newest first. */
export interface JournalMonth {
  month: string;
  entries: readonly LocalJournalEntry[];
}

/**
 * Groups newest-first entries by month. A month whose entries are the same objects as in
 * `previous` keeps its previous group object, so a memoised month that did not change is not
 * rendered again (a new entry re-renders its own month only).
 */
export function groupByMonth(
  entries: readonly LocalJournalEntry[],
  previous: readonly JournalMonth[] = [],
): JournalMonth[] {
  const before = new Map(previous.map((group) => [group.month, group]));
  const months: JournalMonth[] = [];
  let start = 0;
  for (let i = 1; i <= entries.length; i++) {
    const month = entries[start]!.date.slice(0, 7);
    if (i < entries.length && entries[i]!.date.slice(0, 7) === month) continue;
    const slice = entries.slice(start, i);
    const old = before.get(month);
    months.push(old && sameItems(old.entries, slice) ? old : { month, entries: slice });
    start = i;
  }
  return months;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What to render while `budget` entries are wanted: months in order, the last one maybe cut short. */
export function monthsWithin(
  months: readonly JournalMonth[],
  budget: number,
): { group: JournalMonth; count: number }[] {
  const shown: { group: JournalMonth; count: number }[] = [];
  let left = budget;
  for (const group of months) {
    if (left <= 0) break;
    const count = Math.min(group.entries.length, left);
    shown.push({ group, count });
    left -= count;
  }
  return shown;
}
