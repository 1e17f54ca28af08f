import { LOCALE } from '../../../shared/constants';
import { dayOfYear } from '../../../shared/domain/zoned';
import { journalPrompts } from '../../../shared/texts/journal.texts';
import { capitalize } from '../../lib/format';

// Calendar days are formatted at noon UTC in UTC, so no zone can move them to another day.
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat(LOCALE);

/** 'yyyy-MM' → 'Março de 2026'. */
export const formatMonth = (month: string) => capitalize(monthFormat.format(at(`${month}-01`)));
/** 'yyyy-MM-dd' → 'Terça-feira, 24'. */
export const formatEntryDay = (day: string) => capitalize(dayFormat.format(at(day)));
/** 'yyyy-MM-dd' → '24/03/2026'. */
export const formatShortDay = (day: string) => shortFormat.format(at(day));
/** 10000 → '10.000'. */
export const formatCount = (n: number) => count.format(n);

/** Today's writing prompt (the list turns one step a day), `offset` more steps on. */
export function promptFor(today: string, offset = 0): string {
  const i = (dayOfYear(today) + offset) % journalPrompts.length;
  return journalPrompts[i]!;
}
