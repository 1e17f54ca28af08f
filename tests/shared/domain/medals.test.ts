import { describe, expect, it } from 'vitest';
import {
  earnedMedalKeys,
  MEDALS,
  medalByKey,
  newlyEarnedMedals,
  toAchievements,
  WIND_MEDAL_KEY,
} from '../../../shared/domain/medals';
import { computeProgress } from '../../../shared/domain/progress';
import type { Progress } from '../../../shared/domain/types';
import { assessment, checkin, facts, relapse } from './fixtures';

const progress = (p: Partial<Progress>): Progress => ({
  journeyStart: '2026-01-01T00:00:00.000Z',
  daysSinceStart: 0,
  streakStartTime: '2026-01-01T00:00:00.000Z',
  currentStreak: 0,
  bestStreak: 0,
  moneySavedCents: 0,
  averageDailySpendCents: 0,
  thisWeek: { bettingDays: 0, spentCents: 0, weekStart: '2025-12-28' },
  checkinCount: 0,
  relapseCount: 0,
  ...p,
});

describe('the catalogue', () => {
  it('has unique keys and pt-BR titles and descriptions', () => {
    expect(new Set(MEDALS.map((m) => m.key)).size).toBe(MEDALS.length);
    for (const m of MEDALS) {
      expect(m.icon).not.toBe('');
      expect(m.title).not.toBe('');
      expect(m.description.length).toBeGreaterThan(10);
    }
  });

  it('covers the streak, savings, habit and courage rules', () => {
    const rules = MEDALS.map((m) => m.rule);
    expect(rules.filter((r) => r.kind === 'streak').map((r) => (r.kind === 'streak' ? r.days : 0))).toEqual([
      1, 3, 7, 14, 30, 60, 90, 180, 365,
    ]);
    expect(
      rules.filter((r) => r.kind === 'savings').map((r) => (r.kind === 'savings' ? r.cents / 100 : 0)),
    ).toEqual([50, 100, 500, 1000, 5000, 10000]);
    expect(
      rules.filter((r) => r.kind === 'checkinDays').map((r) => (r.kind === 'checkinDays' ? r.days : 0)),
    ).toEqual([1, 7, 30]);
    expect(medalByKey('courage')?.title).toBe('Coragem');
  });

  it('has the wind medal, which only a request gives', () => {
    expect(WIND_MEDAL_KEY).toBe('wind');
    expect(medalByKey(WIND_MEDAL_KEY)).toMatchObject({
      icon: '🌪️',
      title: 'Medalha do Vento',
      rule: { kind: 'onRequest' },
    });
    expect(medalByKey('no-such-medal')).toBeUndefined();
  });
});

describe('earnedMedalKeys', () => {
  const f = facts();
  it.each([
    [{ bestStreak: 0 }, []],
    [{ bestStreak: 1 }, ['streak-1']],
    [{ bestStreak: 7, currentStreak: 0 }, ['streak-1', 'streak-3', 'streak-7']], // a relapse does not remove them
    [
      { bestStreak: 365 },
      [
        'streak-1',
        'streak-3',
        'streak-7',
        'streak-14',
        'streak-30',
        'streak-60',
        'streak-90',
        'streak-180',
        'streak-365',
      ],
    ],
    [{ moneySavedCents: 4_999 }, []],
    [{ moneySavedCents: 5_000 }, ['savings-50']],
    [
      { moneySavedCents: 1_000_000 },
      ['savings-50', 'savings-100', 'savings-500', 'savings-1000', 'savings-5000', 'savings-10000'],
    ],
    [{ relapseCount: 1 }, ['courage']],
  ])('%j earns %j', (p, keys) => {
    expect(earnedMedalKeys(f, progress(p))).toEqual(keys);
  });

  it('counts check-in days, not check-ins', () => {
    const sameDay = facts({
      checkins: [1, 2, 3].map((h) =>
        checkin({ date: '2026-01-02', recordedAt: `2026-01-02T1${h}:00:00.000Z` }),
      ),
    });
    expect(earnedMedalKeys(sameDay, progress({}))).toEqual(['checkins-1']);
    const week = facts({
      checkins: [2, 3, 4, 5, 6, 7, 8].map((d) =>
        checkin({ date: `2026-01-0${d}`, recordedAt: `2026-01-0${d}T15:00:00.000Z` }),
      ),
    });
    expect(earnedMedalKeys(week, progress({}))).toEqual(['checkins-1', 'checkins-7']);
  });

  it('never earns the wind medal by rule', () => {
    expect(
      earnedMedalKeys(facts(), progress({ bestStreak: 10_000, moneySavedCents: 1e9, relapseCount: 9 })),
    ).not.toContain(WIND_MEDAL_KEY);
  });

  it('gives courage to the first honest relapse record', () => {
    const f2 = facts({
      assessments: [assessment('2026-01-01T12:00:00.000Z', 70_000)],
      checkins: [relapse('2026-01-05', '2026-01-05T20:00:00.000Z', 1_000)],
    });
    expect(earnedMedalKeys(f2, computeProgress(f2, new Date('2026-01-06T12:00:00.000Z')))).toContain(
      'courage',
    );
  });
});

describe('newlyEarnedMedals', () => {
  it('adds only what is not held, stamped now', () => {
    const f = facts({ medals: [{ key: 'streak-1', earnedAt: '2026-01-02T00:00:00.000Z' }] });
    expect(newlyEarnedMedals(f, progress({ bestStreak: 3 }), '2026-01-04T00:00:00.000Z')).toEqual([
      { key: 'streak-3', earnedAt: '2026-01-04T00:00:00.000Z' },
    ]);
  });
});

describe('toAchievements', () => {
  const held = [
    { key: 'streak-1', earnedAt: '2026-01-02T00:00:00.000Z' },
    { key: 'wind', earnedAt: '2026-01-01T00:00:00.000Z' },
    { key: 'streak-3', earnedAt: '2026-01-04T00:00:00.000Z' },
    { key: 'courage', earnedAt: '2026-01-04T00:00:00.000Z' },
    { key: 'retired-medal', earnedAt: '2026-01-05T00:00:00.000Z' },
    { key: 'streak-1', earnedAt: '2026-01-03T00:00:00.000Z' }, // a duplicate: the first award stands
  ];

  it('lists newest first, skips unknown keys, keeps one per key', () => {
    expect(toAchievements(held).map((a) => [a.key, a.earnedAt])).toEqual([
      ['courage', '2026-01-04T00:00:00.000Z'],
      ['streak-3', '2026-01-04T00:00:00.000Z'],
      ['streak-1', '2026-01-02T00:00:00.000Z'],
      ['wind', '2026-01-01T00:00:00.000Z'],
    ]);
  });

  it('carries the catalogue texts and honours the limit', () => {
    const [first, ...rest] = toAchievements(held, 2);
    expect(rest).toHaveLength(1);
    expect(first).toEqual({
      key: 'courage',
      icon: medalByKey('courage')!.icon,
      title: 'Coragem',
      description: medalByKey('courage')!.description,
      earnedAt: '2026-01-04T00:00:00.000Z',
    });
    expect(toAchievements(held, 0)).toEqual([]);
  });
});
