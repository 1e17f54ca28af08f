import './date-picker-field.css';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, memo, useEffect, useId, useRef, useState } from 'react';
import type { LocalDate } from '../../../shared/domain/types';
import { addDaysToLocalDate, dayOfWeek } from '../../../shared/domain/zoned';
import { formatLocalDate } from '../../lib/format';
import {
  addMonthsToDate,
  type CalendarMonth,
  clampDate,
  compareMonths,
  monthLabel,
  monthOf,
  shiftMonth,
  spokenDay,
  WEEKDAYS,
  weeksOf,
} from '../../lib/month-grid';

interface DatePickerFieldProps {
  label: string;
  /** Shown on the button while no day is chosen. */
  placeholder: string;
  name: string;
  /** The chosen day ('yyyy-MM-dd'), or '' for none. */
  value: string;
  min: LocalDate;
  max: LocalDate;
  /** Marked on the grid as today. */
  today?: LocalDate;
  onValueChange: (value: LocalDate) => void;
  error?: string;
}

/** Keys that move the focused day, and by how much. */
const DAY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A day chosen on a calendar: a button showing dd/MM/yyyy (or the placeholder) that opens the
 * month below it, weeks from Sunday, with the previous and next month, a month and a year to jump
 * further, and the days outside [min, max] disabled. Drawn by the app (issue 11: Ark UI's date
 * picker ran its machine over every cell on each tap, 150–250 ms at 4× CPU to open it or to
 * choose a day); the month is a plain grid of buttons.
 *
 * Keyboard: arrows move by a day or a week, Home and End to the week's ends, Page Up and Page Down
 * by a month (with Shift, a year), Enter or Space choose, Escape closes (and only the calendar,
 * not a dialog around it: `data-own-escape`). Opening moves focus to the chosen day (or the latest
 * allowed one); choosing or closing gives it back to the button.
 */
export const DatePickerField = memo(function DatePickerField({
  label,
  placeholder,
  name,
  value,
  min,
  max,
  today,
  onValueChange,
  error,
}: DatePickerFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const calendarId = `${id}-calendar`;
  const [open, setOpen] = useState(false);
  // The month on screen is always the focused day's: every move keeps the focus within it.
  const [focused, setFocused] = useState<LocalDate>(() => clampDate(value || max, min, max));
  const view = monthOf(focused);
  // Focus follows `focused` after a keyboard move or the opening; not on every render.
  const moveFocus = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  });

  const shown = value ? formatLocalDate(value) : placeholder;

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setFocused(clampDate(value || max, min, max));
    moveFocus.current = true;
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (day: LocalDate) => {
    onValueChange(day);
    close();
  };
  /** Another month on screen (one within range): the focus goes to the same day of it, within range. */
  const showMonth = (month: CalendarMonth) =>
    setFocused(clampDate(addMonthsToDate(focused, compareMonths(month, view)), min, max));

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    let next: LocalDate | null = null;
    const step = DAY_STEPS[event.key];
    if (step !== undefined) next = addDaysToLocalDate(focused, step);
    else if (event.key === 'Home') next = addDaysToLocalDate(focused, -dayOfWeek(focused));
    else if (event.key === 'End') next = addDaysToLocalDate(focused, 6 - dayOfWeek(focused));
    else if (event.key === 'PageUp') next = addMonthsToDate(focused, event.shiftKey ? -12 : -1);
    else if (event.key === 'PageDown') next = addMonthsToDate(focused, event.shiftKey ? 12 : 1);
    if (next === null) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(clampDate(next, min, max));
  };

  const first = monthOf(min);
  const last = monthOf(max);
  const years = Array.from({ length: last.year - first.year + 1 }, (_, i) => last.year - i);
  const title = `${monthLabel(view.month)} de ${view.year}`;

  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <input type="hidden" name={name} value={value} />
      <button
        ref={trigger}
        type="button"
        className="input date-trigger"
        data-placeholder={value ? undefined : ''}
        aria-label={`${label} ${shown}. ${open ? 'Fechar' : 'Abrir'} calendário`}
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onClick={toggle}
      >
        <CalendarDays size={20} aria-hidden="true" />
        <span>{shown}</span>
      </button>
      {open && (
        <fieldset
          id={calendarId}
          className="cal"
          aria-label="Calendário"
          data-own-escape=""
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close();
          }}
        >
          <div className="cal-view-control">
            <button
              type="button"
              className="cal-nav"
              aria-label="Mês anterior"
              disabled={compareMonths(view, first) <= 0}
              onClick={() => showMonth(shiftMonth(view, -1))}
            >
              <ChevronLeft size={20} aria-hidden="true" />
            </button>
            <select
              className="cal-select"
              aria-label="Mês"
              value={view.month}
              onChange={(event) => showMonth({ year: view.year, month: Number(event.target.value) })}
            >
              {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
                <option
                  key={month}
                  value={month}
                  disabled={
                    compareMonths({ year: view.year, month }, first) < 0 ||
                    compareMonths({ year: view.year, month }, last) > 0
                  }
                >
                  {monthLabel(month)}
                </option>
              ))}
            </select>
            <select
              className="cal-select"
              data-part="year"
              aria-label="Ano"
              value={view.year}
              onChange={(event) => {
                const year = Number(event.target.value);
                const month = { year, month: view.month };
                showMonth(
                  compareMonths(month, last) > 0 ? last : compareMonths(month, first) < 0 ? first : month,
                );
              }}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="cal-nav"
              aria-label="Próximo mês"
              disabled={compareMonths(view, last) >= 0}
              onClick={() => showMonth(shiftMonth(view, 1))}
            >
              <ChevronRight size={20} aria-hidden="true" />
            </button>
          </div>
          <table ref={grid} aria-label={title} onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday.long} scope="col" abbr={weekday.long}>
                    {weekday.narrow}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(view).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((day, column) =>
                    day === null ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: an empty place of the week is only its column
                      <td key={column} />
                    ) : (
                      <td key={day}>
                        <button
                          type="button"
                          className="cal-day"
                          data-day={day}
                          data-today={day === today ? '' : undefined}
                          data-selected={day === value ? '' : undefined}
                          aria-label={day === value ? `Selecionado. ${spokenDay(day)}` : spokenDay(day)}
                          aria-current={day === today ? 'date' : undefined}
                          tabIndex={day === focused ? 0 : -1}
                          disabled={day < min || day > max}
                          onClick={() => choose(day)}
                        >
                          {Number(day.slice(8))}
                        </button>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
