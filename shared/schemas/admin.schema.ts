import * as v from 'valibot';
import { DEFAULT_TIMEZONE } from '../constants';
import { addDaysToLocalDate, daysBetweenLocalDates, isLocalDate, todayIn } from '../domain/zoned';
import { validationTexts as t } from '../texts/validation.texts';
import { LOCAL_DATE_LENGTH, storableText } from './text';

/** The longest period the admin pages read at once (a year, leap day included). */
export const ADMIN_MAX_PERIOD_DAYS = 366;
/** The period the admin pages show when none is asked for. */
export const ADMIN_DEFAULT_PERIOD_DAYS = 30;
/** Admin figures count days in this zone (the product's home). */
export const ADMIN_TIME_ZONE = DEFAULT_TIMEZONE;

const day = v.pipe(
  v.string(t.periodDateInvalid),
  storableText(),
  v.maxLength(LOCAL_DATE_LENGTH, t.periodDateInvalid),
  v.check((s: string) => isLocalDate(s), t.periodDateInvalid),
);

/**
 * `from` and `to` ('yyyy-MM-dd', both included, São Paulo days). For a read either may be left
 * out: `to` defaults to today, `from` to 29 days before `to` (30 days in all). A send
 * (`required`) must name both, so what is sent is exactly what was previewed.
 */
export function periodSchema(options: { required?: boolean; now?: Date } = {}) {
  const now = options.now ?? new Date();
  const entry = options.required ? day : v.optional(day);
  return v.pipe(
    v.object({ from: entry, to: entry }, t.invalidData),
    v.transform(({ from, to }) => {
      const end = to ?? todayIn(ADMIN_TIME_ZONE, now);
      return { from: from ?? addDaysToLocalDate(end, -(ADMIN_DEFAULT_PERIOD_DAYS - 1)), to: end };
    }),
    v.forward(
      v.check(({ from, to }) => daysBetweenLocalDates(from, to) >= 0, t.periodOrder),
      ['from'],
    ),
    v.forward(
      v.check(({ from, to }) => daysBetweenLocalDates(from, to) < ADMIN_MAX_PERIOD_DAYS, t.periodTooLong),
      ['from'],
    ),
  );
}

export type Period = { from: string; to: string };
