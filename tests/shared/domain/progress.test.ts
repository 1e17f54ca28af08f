import { describe, expect, it } from 'vitest';
import { computeProgress, relapseRestartMs } from '../../../shared/domain/progress';
import type { MemberFacts } from '../../../shared/domain/types';
import { assessment, checkin, facts, relapse, SP } from './fixtures';

// São Paulo is UTC-03:00 all year since 2019. The journey starts 2026-11-01 10:00 local;
// R$ 700 a week is R$ 100 a day. "now" is Wednesday 2026-11-25 12:00 local.
const JOURNEY = '2026-11-01T13:00:00.000Z';
const NOW = new Date('2026-11-25T15:00:00.000Z');
const base = (partial: Partial<MemberFacts> = {}) =>
  facts({
    accountCreatedAt: '2026-11-01T12:00:00.000Z',
    assessments: [assessment(JOURNEY, 70_000, 'a1')],
    ...partial,
  });
const iso = (ms: number) => new Date(ms).toISOString();

describe('computeProgress: journey and streak', () => {
  it('without relapses the streak is the journey', () => {
    const p = computeProgress(base(), NOW);
    expect(p).toEqual({
      journeyStart: JOURNEY,
      daysSinceStart: 24,
      streakStartTime: JOURNEY,
      currentStreak: 24,
      bestStreak: 24,
      moneySavedCents: 240_000,
      averageDailySpendCents: 10_000,
      thisWeek: { bettingDays: 0, spentCents: 0, weekStart: '2026-11-22' },
      checkinCount: 0,
      relapseCount: 0,
    });
  });

  it('the journey starts at account creation when there is no assessment', () => {
    const p = computeProgress(base({ assessments: [] }), NOW);
    expect(p.journeyStart).toBe('2026-11-01T12:00:00.000Z');
    expect(p.moneySavedCents).toBe(0);
    expect(p.averageDailySpendCents).toBe(0);
  });

  it('the earliest assessment starts the journey; the latest gives the spending', () => {
    const p = computeProgress(
      base({
        assessments: [
          assessment('2026-11-15T13:00:00.000Z', 140_000, 'a2'),
          assessment(JOURNEY, 70_000, 'a1'),
        ],
      }),
      NOW,
    );
    expect(p.journeyStart).toBe(JOURNEY);
    expect(p.averageDailySpendCents).toBe(20_000);
    expect(p.moneySavedCents).toBe(24 * 20_000);
  });

  it.each([
    // [case, relapse date, recordedAt, expected restart]
    [
      'recorded at once at 23:30 local: that local day, restarts at t',
      '2026-11-10',
      '2026-11-11T02:30:00.000Z',
      '2026-11-11T02:30:00.000Z',
    ],
    [
      'recorded at 00:30 the next day: restarts at the start of D+1',
      '2026-11-10',
      '2026-11-11T03:30:00.000Z',
      '2026-11-11T03:00:00.000Z',
    ],
    [
      'recorded a week late: restarts at the start of D+1',
      '2026-11-10',
      '2026-11-17T12:00:00.000Z',
      '2026-11-11T03:00:00.000Z',
    ],
    ['recorded in the afternoon of D', '2026-11-10', '2026-11-10T18:00:00.000Z', '2026-11-10T18:00:00.000Z'],
  ])('%s', (_case, date, recordedAt, restart) => {
    const r = relapse(date, recordedAt, 0);
    expect(iso(relapseRestartMs(r, SP, NOW.getTime())!)).toBe(restart);
    const p = computeProgress(base({ checkins: [r] }), NOW);
    expect(p.streakStartTime).toBe(restart);
    expect(p.currentStreak).toBe(Math.floor((NOW.getTime() - Date.parse(restart)) / 86_400_000));
    expect(p.bestStreak).toBe(
      Math.max(p.currentStreak, Math.floor((Date.parse(restart) - Date.parse(JOURNEY)) / 86_400_000)),
    );
  });

  it('a relapse at 23:30 in São Paulo counts on that local day (this week)', () => {
    // Tuesday 2026-11-24 23:30 local = Wednesday 02:30Z.
    const r = relapse('2026-11-24', '2026-11-25T02:30:00.000Z', 5_000);
    const p = computeProgress(base({ checkins: [r] }), NOW);
    expect(p.thisWeek).toEqual({ bettingDays: 1, spentCents: 5_000, weekStart: '2026-11-22' });
    expect(p.currentStreak).toBe(0);
    expect(p.bestStreak).toBe(23);
  });

  it('bestStreak is the longest run, the current one included', () => {
    const p = computeProgress(
      base({
        checkins: [
          relapse('2026-11-05', '2026-11-05T13:00:00.000Z'), // ends a 4-day run
          relapse('2026-11-20', '2026-11-20T13:00:00.000Z'), // ends a 15-day run
        ],
      }),
      NOW,
    );
    expect(p.currentStreak).toBe(5);
    expect(p.bestStreak).toBe(15);
    expect(p.streakStartTime).toBe('2026-11-20T13:00:00.000Z');
    expect(p.relapseCount).toBe(2);
  });

  it('a back-dated relapse synced a week late gives the same numbers as one synced at once', () => {
    const clean = (d: string) => checkin({ id: `clean-${d}`, date: d, recordedAt: `${d}T22:00:00.000Z` });
    const late = relapse('2026-11-10', '2026-11-10T23:00:00.000Z', 15_000, 'r-offline');
    const atOnce = [clean('2026-11-09'), late, clean('2026-11-11'), clean('2026-11-12')];
    const weekLate = [clean('2026-11-09'), clean('2026-11-11'), clean('2026-11-12'), late];
    expect(computeProgress(base({ checkins: weekLate }), NOW)).toEqual(
      computeProgress(base({ checkins: atOnce }), NOW),
    );
  });

  it('a relapse recorded in the future (clock skew) restarts at now, never later', () => {
    const r = relapse('2026-11-25', '2026-11-25T15:04:00.000Z');
    const p = computeProgress(base({ checkins: [r] }), NOW);
    expect(p.streakStartTime).toBe(NOW.toISOString());
    expect(p.currentStreak).toBe(0);
    expect(p.bestStreak).toBe(24);
  });

  it('a relapse dated before the journey start changes neither streak nor money', () => {
    // Recorded after sign-up but before the assessment, about a day in October.
    const r = relapse('2026-10-20', '2026-11-01T12:30:00.000Z', 50_000);
    const p = computeProgress(base({ checkins: [r] }), NOW);
    expect(p.streakStartTime).toBe(JOURNEY);
    expect(p.currentStreak).toBe(24);
    expect(p.bestStreak).toBe(24);
    expect(p.moneySavedCents).toBe(240_000);
    expect(p.relapseCount).toBe(1);
  });

  it('a journey that starts in the future shows zeros', () => {
    const p = computeProgress(base({ assessments: [assessment('2026-11-26T00:00:00.000Z', 70_000)] }), NOW);
    expect(p).toMatchObject({ daysSinceStart: 0, currentStreak: 0, bestStreak: 0, moneySavedCents: 0 });
  });

  it('handles the day Brazil skipped midnight (DST, 2018-11-04)', () => {
    const f = facts({
      accountCreatedAt: '2018-10-01T12:00:00.000Z',
      checkins: [relapse('2018-11-03', '2018-11-06T12:00:00.000Z')],
    });
    const p = computeProgress(f, new Date('2018-11-10T12:00:00.000Z'));
    expect(p.streakStartTime).toBe('2018-11-04T03:00:00.000Z'); // 01:00 -02:00, the first instant of the 4th
  });
});

describe('computeProgress: money', () => {
  it.each([
    ['no relapse', [], 240_000],
    ['one relapse of R$ 150,00', [relapse('2026-11-10', '2026-11-10T20:00:00.000Z', 15_000)], 225_000],
    [
      'relapses larger than the savings: never negative',
      [relapse('2026-11-10', '2026-11-10T20:00:00.000Z', 10_000_000)],
      0,
    ],
    [
      'the same relapse twice (a duplicate by id) counts once',
      [
        relapse('2026-11-10', '2026-11-10T20:00:00.000Z', 15_000, 'dup'),
        relapse('2026-11-10', '2026-11-10T20:00:00.000Z', 15_000, 'dup'),
      ],
      225_000,
    ],
  ])('%s', (_case, checkins, saved) => {
    expect(computeProgress(base({ checkins }), NOW).moneySavedCents).toBe(saved);
  });

  it('rounds weekly / 7 to centavos', () => {
    const p = computeProgress(base({ assessments: [assessment(JOURNEY, 10_000)] }), NOW);
    expect(p.averageDailySpendCents).toBe(1_429); // 1428.57…
    expect(p.moneySavedCents).toBe(Math.round((10_000 * 24) / 7)); // 34285.7… → 34286
  });
});

describe('computeProgress: this week and counts', () => {
  it('counts distinct betting days and spend of the Sunday-start week', () => {
    const p = computeProgress(
      base({
        checkins: [
          relapse('2026-11-21', '2026-11-21T15:00:00.000Z', 10_000), // Saturday: last week
          relapse('2026-11-22', '2026-11-22T15:00:00.000Z', 1_000), // Sunday
          relapse('2026-11-24', '2026-11-24T15:00:00.000Z', 500),
          relapse('2026-11-24', '2026-11-24T18:00:00.000Z', 700),
          checkin({ date: '2026-11-25', recordedAt: '2026-11-25T12:00:00.000Z' }),
        ],
      }),
      NOW,
    );
    expect(p.thisWeek).toEqual({ bettingDays: 2, spentCents: 2_200, weekStart: '2026-11-22' });
    expect(p.checkinCount).toBe(5);
    expect(p.relapseCount).toBe(4);
  });

  it('falls back to the default zone when the stored one is unknown', () => {
    const p = computeProgress(base({ timezone: 'Nowhere/City' }), NOW);
    expect(p).toEqual(computeProgress(base({ timezone: SP }), NOW));
  });
});
