import { describe, expect, it } from 'vitest';
import { pad2, streakBreakdown } from '../../../web/features/dashboard/streak-time';

const NOW = Date.parse('2026-11-22T15:00:00.000Z');
const ZERO = { days: 0, hours: 0, minutes: 0, seconds: 0 };

describe('streakBreakdown', () => {
  it.each([
    ['missing (null)', null],
    ['missing (undefined)', undefined],
    ['empty', ''],
    ['unreadable', 'ontem'],
    ['in the future', '2026-11-22T15:00:01.000Z'],
    ['a day in the future', '2026-11-23T15:00:00.000Z'],
  ])('is zero when the start is %s', (_label, start) => {
    expect(streakBreakdown(start, NOW)).toEqual(ZERO);
  });

  it.each([
    ['exactly now', '2026-11-22T15:00:00.000Z', ZERO],
    ['59 s ago', '2026-11-22T14:59:01.000Z', { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [
      '60 s ago (rolls into a minute)',
      '2026-11-22T14:59:00.000Z',
      { days: 0, hours: 0, minutes: 1, seconds: 0 },
    ],
    ['1 h ago', '2026-11-22T14:00:00.000Z', { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    ['23:59:59 ago', '2026-11-21T15:00:01.000Z', { days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [
      '24 h ago (rolls into a day)',
      '2026-11-21T15:00:00.000Z',
      { days: 1, hours: 0, minutes: 0, seconds: 0 },
    ],
    ['12d 07h 42m 15s ago', '2026-11-10T07:17:45.000Z', { days: 12, hours: 7, minutes: 42, seconds: 15 }],
    ['400 days ago', '2025-10-18T15:00:00.000Z', { days: 400, hours: 0, minutes: 0, seconds: 0 }],
    ['half a second ago (whole seconds only)', '2026-11-22T14:59:59.500Z', ZERO],
  ])('splits a start %s', (_label, start, expected) => {
    expect(streakBreakdown(start, NOW)).toEqual(expected);
  });

  it('counts up by one second per second', () => {
    const start = '2026-11-22T14:59:58.000Z';
    expect(streakBreakdown(start, NOW).seconds).toBe(2);
    expect(streakBreakdown(start, NOW + 1000).seconds).toBe(3);
  });

  it('pads clock parts to two digits', () => {
    expect([0, 7, 10, 59].map(pad2)).toEqual(['00', '07', '10', '59']);
  });
});
