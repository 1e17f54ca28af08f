import { describe, expect, it } from 'vitest';
import {
  addMonthsToDate,
  clampDate,
  compareMonths,
  daysInMonth,
  monthLabel,
  monthOf,
  shiftMonth,
  spokenDay,
  WEEKDAYS,
  weeksOf,
} from '../../../web/lib/month-grid';

describe('month grid', () => {
  it('places November 2026 from Sunday: the 1st is a Sunday, the 30th a Monday, five weeks', () => {
    const weeks = weeksOf({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('leaves the places before the 1st empty (February 2024: the 1st is a Thursday, 29 days)', () => {
    const weeks = weeksOf({ year: 2024, month: 2 });
    expect(weeks[0]).toEqual([null, null, null, null, '2024-02-01', '2024-02-02', '2024-02-03']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
    expect(weeks.at(-1)).toEqual([
      '2024-02-25',
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      null,
      null,
    ]);
  });

  it('counts the days of each month, leap years included', () => {
    expect(daysInMonth({ year: 2023, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30);
    expect(daysInMonth({ year: 2026, month: 12 })).toBe(31);
  });

  it('moves between months across years', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 5 }, -29)).toEqual({ year: 2023, month: 12 });
    expect(compareMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBeLessThan(0);
    expect(compareMonths(monthOf('2026-11-27'), { year: 2026, month: 11 })).toBe(0);
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonthsToDate('2026-11-27', -12)).toBe('2025-11-27');
  });

  it('clamps a day into the allowed range', () => {
    expect(clampDate('1999-12-31', '2000-01-01', '2026-11-27')).toBe('2000-01-01');
    expect(clampDate('2026-11-28', '2000-01-01', '2026-11-27')).toBe('2026-11-27');
    expect(clampDate('2026-06-15', '2000-01-01', '2026-11-27')).toBe('2026-06-15');
  });

  it('names days, months and weekdays in pt-BR, Sunday first', () => {
    expect(spokenDay('2026-11-27')).toBe('sexta-feira, 27 de novembro de 2026');
    expect(monthLabel(3)).toBe('Março');
    expect(WEEKDAYS.map((day) => day.narrow).join('')).toBe('DSTQQSS');
    expect(WEEKDAYS[0]!.long).toBe('domingo');
    expect(WEEKDAYS[6]!.long).toBe('sábado');
  });
});
