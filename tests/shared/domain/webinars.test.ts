import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brasiliaInstantMs,
  brasiliaWallTime,
  isClockTime,
  WEBINAR_LIVE_LINK_LEAD_MS,
  webinarPhase,
} from '../../../shared/domain/webinars';
import { durationText } from '../../../shared/texts/webinars.texts';

/** Webinar times (issue 13): admins write Brasília wall time, the server keeps the instant. */
describe('Brasília wall time and instants', () => {
  it('reads a wall time as São Paulo’s (UTC−3 since 2019)', () => {
    expect(new Date(brasiliaInstantMs('2099-03-10', '19:30')).toISOString()).toBe('2099-03-10T22:30:00.000Z');
    expect(new Date(brasiliaInstantMs('2026-12-31', '23:59')).toISOString()).toBe('2027-01-01T02:59:00.000Z');
    expect(brasiliaWallTime('2027-01-01T02:59:00.000Z')).toEqual({ date: '2026-12-31', time: '23:59' });
  });

  it('follows the summer time Brazil had until 2019', () => {
    // 2018-01-10 was summer time (UTC−2).
    expect(new Date(brasiliaInstantMs('2018-01-10', '19:30')).toISOString()).toBe('2018-01-10T21:30:00.000Z');
    // On 2018-11-04 the clocks jumped from 00:00 to 01:00: 00:30 did not exist, it reads as 01:30.
    const skipped = brasiliaInstantMs('2018-11-04', '00:30');
    expect(brasiliaWallTime(skipped)).toEqual({ date: '2018-11-04', time: '01:30' });
    // On 2019-02-16 the hour 23:00–24:00 happened twice: the first one is taken.
    expect(new Date(brasiliaInstantMs('2019-02-16', '23:30')).toISOString()).toBe('2019-02-17T01:30:00.000Z');
  });

  it('goes there and back for every whole minute (property)', () => {
    const minute = 60_000;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / minute, max: Date.UTC(2100, 0, 1) / minute }),
        (m) => {
          const wall = brasiliaWallTime(m * minute);
          expect(brasiliaInstantMs(wall.date, wall.time)).toBe(m * minute);
        },
      ),
    );
  });

  it('refuses what is not a real day or a 24-hour clock time', () => {
    expect(() => brasiliaInstantMs('2099-02-30', '10:00')).toThrow(RangeError);
    expect(() => brasiliaInstantMs('2099-02-10', '24:00')).toThrow(RangeError);
    expect(['00:00', '09:05', '23:59'].every(isClockTime)).toBe(true);
    expect(['24:00', '9:05', '12:60', '12h', ' 12:00'].some(isClockTime)).toBe(false);
  });
});

describe('webinarPhase', () => {
  const w = { startsAt: '2099-03-10T22:30:00.000Z', durationMinutes: 60 };
  const start = Date.parse(w.startsAt);
  it.each([
    [start - WEBINAR_LIVE_LINK_LEAD_MS - 1, 'upcoming'],
    [start - WEBINAR_LIVE_LINK_LEAD_MS, 'starting-soon'],
    [start, 'live'],
    [start + 59 * 60_000, 'live'],
    [start + 60 * 60_000, 'ended'],
  ] as const)('at %i is %s', (now, phase) => {
    expect(webinarPhase(w, now)).toBe(phase);
  });
});

describe('durationText', () => {
  it.each([
    [45, '45 minutos'],
    [60, '1 hora'],
    [90, '1 h 30 min'],
    [120, '2 horas'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});
