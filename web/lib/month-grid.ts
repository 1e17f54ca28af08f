import { LOCALE } from '../../shared/constants';
import type { LocalDate } from '../../shared/domain/types';
import { addDaysToLocalDate, dayOfWeek } from '../../shared/domain/zoned';
import { capitalize } from './format';

/**
 * The calendar month a date picker shows, and the arithmetic of its grid: pure functions over
 * 'yyyy-MM-dd' days (no time zone: a calendar day is the same everywhere), weeks from Sunday as
 * Brazilian calendars draw them.
 */

/** A calendar month: its year and its month, 1 (January) to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month a day lies in. */
export function monthOf(date: LocalDate): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The month `delta` months after (before, if negative) `month`. */
export function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Negative, zero or positive as `a` is before, the same as or after `b`. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function firstDayOf({ year, month }: CalendarMonth): LocalDate {
  return `${year}-${pad(month)}-01`;
}

export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The month's weeks, Sunday first: each week has seven places, the month's days in theirs and
 * null before the first and after the last (the grid of a printed calendar).
 */
export function weeksOf(month: CalendarMonth): (LocalDate | null)[][] {
  const first = firstDayOf(month);
  const count = daysInMonth(month);
  const lead = dayOfWeek(first);
  const weeks: (LocalDate | null)[][] = [];
  for (let place = 0; place < lead + count; place += 7) {
    const week: (LocalDate | null)[] = [];
    for (let column = 0; column < 7; column++) {
      const day = place + column - lead;
      week.push(day >= 0 && day < count ? addDaysToLocalDate(first, day) : null);
    }
    weeks.push(week);
  }
  return weeks;
}

/** `date` moved into [min, max]. */
export function clampDate(date: LocalDate, min: LocalDate, max: LocalDate): LocalDate {
  return date < min ? min : date > max ? max : date;
}

/**
 * The day `date` lands on after `months` months: the same day of the month, or the month's last
 * when it has fewer days (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsToDate(date: LocalDate, months: number): LocalDate {
  const target = shiftMonth(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(target));
  return `${target.year}-${pad(target.month)}-${pad(day)}`;
}

// Names read in pt-BR from the platform's own calendar data (Intl), as a UTC noon of the day.
const utcNoon = (date: LocalDate) => new Date(`${date}T12:00:00Z`);
const dayName = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', timeZone: 'UTC' });
const weekdayNarrow = new Intl.DateTimeFormat(LOCALE, { weekday: 'narrow', timeZone: 'UTC' });

const spokenDays = new Map<LocalDate, string>();

/** "sexta-feira, 27 de novembro de 2026": what a screen reader says for a day of the grid. */
export function spokenDay(date: LocalDate): string {
  let spoken = spokenDays.get(date);
  if (spoken === undefined) {
    // A month's worth is formatted on each opening; kept, as a calendar is reopened on its month.
    if (spokenDays.size > 400) spokenDays.clear();
    spoken = dayName.format(utcNoon(date));
    spokenDays.set(date, spoken);
  }
  return spoken;
}

/** "Novembro". */
export function monthLabel(month: number): string {
  return capitalize(monthName.format(utcNoon(`2001-${pad(month)}-01`)));
}

/** The grid's column heads, Sunday first: the narrow letter ("D") and the full name ("domingo"). */
export const WEEKDAYS: readonly { narrow: string; long: string }[] = Array.from({ length: 7 }, (_, i) => {
  // 2001-01-07 was a Sunday.
  const day = utcNoon(`2001-01-${pad(7 + i)}`);
  return { narrow: capitalize(weekdayNarrow.format(day)), long: weekdayLong.format(day) };
});
