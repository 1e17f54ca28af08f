import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToLocalDate,
  dayOfYear,
  daysBetweenLocalDates,
  isLocalDate,
  isValidTimeZone,
  localDateOf,
  resolveTimeZone,
  startOfLocalDay,
  todayIn,
  weekStartOf,
  zoneOffsetMs,
} from '../../../shared/domain/zoned';
import { SP, ZONES } from './fixtures';

describe('localDateOf', () => {
  it.each([
    ['2026-11-22T02:30:00.000Z', SP, '2026-11-21'], // 23:30 in São Paulo is still the 21st
    ['2026-11-22T03:00:00.000Z', SP, '2026-11-22'], // local midnight
    ['2026-11-22T02:59:59.999Z', SP, '2026-11-21'],
    ['2026-11-22T02:30:00.000Z', 'UTC', '2026-11-22'],
    ['2026-11-21T18:15:00.000Z', 'Asia/Kathmandu', '2026-11-22'], // +05:45
    ['2026-11-22T03:00:00.000Z', 'America/Manaus', '2026-11-21'], // -04:00
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(localDateOf(instant, zone)).toBe(expected);
    expect(localDateOf(new Date(instant), zone)).toBe(expected);
  });

  it('rejects invalid instants and zones', () => {
    expect(() => localDateOf('not a date', SP)).toThrow(RangeError);
    expect(() => localDateOf(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });

  it('agrees with Intl for any instant and zone (2000–2035)', () => {
    const formatters = new Map(
      ZONES.map((z) => [
        z,
        new Intl.DateTimeFormat('en-CA', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit' }),
      ]),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (zone, ms) => {
          expect(localDateOf(ms, zone)).toBe(formatters.get(zone)!.format(ms));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('startOfLocalDay', () => {
  it.each([
    ['2026-11-22', SP, '2026-11-22T03:00:00.000Z'],
    ['2026-11-22', 'UTC', '2026-11-22T00:00:00.000Z'],
    ['2026-11-22', 'Asia/Kathmandu', '2026-11-21T18:15:00.000Z'],
    // Brazil's DST began at midnight: 2018-11-04 00:00 did not exist, the day began at 01:00 (-02:00).
    ['2018-11-04', SP, '2018-11-04T03:00:00.000Z'],
    // DST ended at midnight 2019-02-17 (clocks went back to 23:00 on the 16th): the 17th began at 00:00 -03:00.
    ['2019-02-17', SP, '2019-02-17T03:00:00.000Z'],
    ['2019-02-16', SP, '2019-02-16T02:00:00.000Z'],
    // New York: DST changes at 02:00, midnight always exists.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
  ])('%s in %s begins at %s', (date, zone, expected) => {
    expect(startOfLocalDay(date, zone).toISOString()).toBe(expected);
  });

  it('is the first instant of the day, for any day and zone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 12_000 }), (zone, n) => {
        const date = addDaysToLocalDate('2000-01-01', n);
        const start = startOfLocalDay(date, zone).getTime();
        expect(localDateOf(start, zone)).toBe(date);
        expect(localDateOf(start - 1, zone) < date).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-22', 0, '2026-11-22'],
    ['2026-11-22', 365, '2027-11-22'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDaysToLocalDate(date, days)).toBe(expected);
    expect(daysBetweenLocalDates(date, expected)).toBe(days);
  });

  it.each([
    ['2026-11-22', '2026-11-22'], // a Sunday
    ['2026-11-25', '2026-11-22'], // Wednesday
    ['2026-11-28', '2026-11-22'], // Saturday
    ['2026-11-29', '2026-11-29'],
    ['2027-01-01', '2026-12-27'],
  ])('the week of %s starts on Sunday %s', (date, sunday) => {
    expect(weekStartOf(date, SP)).toBe(sunday);
  });

  it('weekStartOf an instant uses its local day', () => {
    // Sunday 2026-11-29 01:00Z is still Saturday the 28th in São Paulo.
    expect(weekStartOf(new Date('2026-11-29T01:00:00.000Z'), SP)).toBe('2026-11-22');
    expect(weekStartOf(new Date('2026-11-29T01:00:00.000Z'), 'UTC')).toBe('2026-11-29');
  });

  it.each([
    ['2026-01-01', 1],
    ['2026-02-01', 32],
    ['2026-12-31', 365],
    ['2024-12-31', 366],
  ])('day of year of %s is %i (1-based)', (date, n) => {
    expect(dayOfYear(date)).toBe(n);
  });

  it.each([
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-11-22T00:00', false],
    [20261122, false],
  ])('isLocalDate(%s) is %s', (value, ok) => {
    expect(isLocalDate(value)).toBe(ok);
  });

  it('round-trips any day count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40_000, max: 40_000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (n, k) => {
          const d = addDaysToLocalDate('2000-01-01', n);
          expect(isLocalDate(d)).toBe(true);
          expect(daysBetweenLocalDates(d, addDaysToLocalDate(d, k))).toBe(k);
          const sunday = weekStartOf(d, 'UTC');
          expect(new Date(`${sunday}T00:00:00Z`).getUTCDay()).toBe(0);
          expect(daysBetweenLocalDates(sunday, d)).toBeGreaterThanOrEqual(0);
          expect(daysBetweenLocalDates(sunday, d)).toBeLessThan(7);
        },
      ),
    );
  });
});

describe('zones', () => {
  it('todayIn is the local day of now', () => {
    expect(todayIn(SP, new Date('2026-11-22T02:00:00.000Z'))).toBe('2026-11-21');
  });

  it('validates and resolves zones', () => {
    expect(isValidTimeZone(SP)).toBe(true);
    expect(isValidTimeZone('Nowhere/City')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(resolveTimeZone('Nowhere/City')).toBe(SP);
    expect(resolveTimeZone(undefined)).toBe(SP);
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('offsets match the zone rules', () => {
    expect(zoneOffsetMs(Date.parse('2026-11-22T12:00:00Z'), SP)).toBe(-3 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2018-12-01T12:00:00Z'), SP)).toBe(-2 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
    // The switch instant itself: 2026-03-08 02:00 EST = 07:00Z.
    expect(zoneOffsetMs(Date.parse('2026-03-08T06:59:59.999Z'), 'America/New_York')).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-03-08T07:00:00.000Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });
});
