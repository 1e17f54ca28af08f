import { describe, expect, it } from 'vitest';
import {
  checkinFromDto,
  latestMedalDto,
  toCheckinDto,
  toDashboardDto,
  toHistoryDto,
  toMoodDataDto,
} from '../../../shared/domain/dto';
import { historyItems } from '../../../shared/domain/history';
import { moodSeries } from '../../../shared/domain/mood';
import { computeProgress } from '../../../shared/domain/progress';
import type { MemberFacts } from '../../../shared/domain/types';
import { assessment, checkin, facts, relapse } from './fixtures';

const NOW = new Date('2026-11-25T15:00:00.000Z');
const member = (partial: Partial<MemberFacts> = {}) =>
  facts({
    accountCreatedAt: '2026-11-01T12:00:00.000Z',
    assessments: [
      { ...assessment('2026-11-01T13:00:00.000Z', 70_000, 'a1'), pgsiAnswers: [1, 1, 1, 0, 0, 0, 0, 0, 0] },
      assessment('2026-11-15T13:00:00.000Z', 35_050, 'a2'),
    ],
    goals: [
      {
        id: 'g1',
        setAt: '2026-11-01T14:00:00.000Z',
        type: 'cessation',
        targetDaysPerWeek: null,
        targetWeeklySpendingCents: null,
      },
      {
        id: 'g2',
        setAt: '2026-11-10T14:00:00.000Z',
        type: 'reduction',
        targetDaysPerWeek: 1,
        targetWeeklySpendingCents: 5_050,
      },
    ],
    checkins: [relapse('2026-11-24', '2026-11-24T20:00:00.000Z', 1_234)],
    medals: Array.from({ length: 8 }, (_, i) => ({
      key: ['wind', 'streak-1', 'streak-3', 'streak-7', 'streak-14', 'checkins-1', 'courage', 'savings-50'][
        i
      ]!,
      earnedAt: new Date(Date.UTC(2026, 10, 2 + i)).toISOString(),
    })),
    ...partial,
  });

describe('toDashboardDto', () => {
  it('maps the numbers to reais and picks the latest assessment and goal', () => {
    const f = member();
    const progress = computeProgress(f, NOW);
    const dto = toDashboardDto({ user: { id: 'u1', name: 'Ana' }, facts: f, progress, now: NOW });
    expect(dto).toMatchObject({
      user: { id: 'u1', name: 'Ana' },
      daysSinceStart: 24,
      journeyStart: '2026-11-01T13:00:00.000Z',
      streakStartTime: '2026-11-24T20:00:00.000Z',
      currentStreak: 0,
      bestStreak: 23,
      moneySaved: centsOf(Math.round((35_050 * 24) / 7) - 1_234),
      averageDailySpend: 50.07,
      assessment: {
        daysPerWeek: 3,
        weeklySpending: 350.5,
        completedAt: '2026-11-15T13:00:00.000Z',
        pgsiScore: null,
      },
      goal: {
        type: 'reduction',
        targetDaysPerWeek: 1,
        targetWeeklySpending: 50.5,
        setAt: '2026-11-10T14:00:00.000Z',
      },
      thisWeek: { bettingDays: 1, spent: 12.34, weekStart: '2026-11-22' },
    });
    expect(dto.recentAchievements.map((a) => a.key)).toEqual([
      'savings-50',
      'courage',
      'checkins-1',
      'streak-14',
      'streak-7',
      'streak-3',
    ]);
  });

  it('has null assessment and goal when there are none, and a PGSI score when answered', () => {
    const none = member({ assessments: [], goals: [] });
    const dto = toDashboardDto({
      user: { id: 'u', name: 'N' },
      facts: none,
      progress: computeProgress(none, NOW),
      now: NOW,
    });
    expect(dto.assessment).toBeNull();
    expect(dto.goal).toBeNull();
    const one = member({ assessments: [member().assessments[0]!] });
    const dto2 = toDashboardDto({
      user: { id: 'u', name: 'N' },
      facts: one,
      progress: computeProgress(one, NOW),
      now: NOW,
    });
    expect(dto2.assessment?.pgsiScore).toBe(3);
  });
});

function centsOf(cents: number) {
  return cents / 100;
}

describe('list mappers', () => {
  it('mood data in reais', () => {
    const f = member();
    expect(toMoodDataDto(moodSeries(f.checkins, f.timezone, NOW))).toEqual([
      { date: '2026-11-24', mood: 2, hadRelapse: true, amountSpent: 12.34 },
    ]);
  });

  it('history items keep their shape', () => {
    const f = member();
    const items = historyItems(f, computeProgress(f, NOW), NOW);
    expect(toHistoryDto(items)).toEqual(items);
  });

  it('latest medal is the newest held, or null', () => {
    expect(latestMedalDto(member())).toEqual({ icon: '🪙', title: 'R$ 50 Economizados' });
    expect(latestMedalDto({ medals: [] })).toBeNull();
  });
});

describe('check-in mappers', () => {
  const c = checkin({
    id: 'c1',
    date: '2026-11-24',
    recordedAt: '2026-11-24T20:00:00.000Z',
    notes: 'difícil',
    mood: 4,
    tags: ['tedio', 'briga', 'Chefe cobrando'],
  });

  it('round-trips through the wire form', () => {
    const dto = toCheckinDto({ ...c, hadRelapse: true, amountSpentCents: 15_050 }, 'u1', 7);
    expect(dto).toEqual({
      id: 'c1',
      userId: 'u1',
      date: '2026-11-24',
      hadRelapse: true,
      amountSpent: 150.5,
      mood: 4,
      notes: 'difícil',
      recordedAt: '2026-11-24T20:00:00.000Z',
      version: 7,
      tags: ['tedio', 'briga', 'Chefe cobrando'],
    });
    expect(checkinFromDto(dto)).toEqual({ ...c, hadRelapse: true, amountSpentCents: 15_050 });
  });

  it("leaves notes and the member's own tags out for a reader without the notes scope", () => {
    const dto = toCheckinDto(c, 'u1', 1, { includeNotes: false });
    expect(dto.notes).toBeNull();
    expect(dto.tags).toEqual(['tedio', 'briga']);
  });

  it('reads a record without tags (an older server or client) as no tags', () => {
    const { tags: _none, ...dto } = toCheckinDto(c, 'u1', 1);
    expect(checkinFromDto(dto).tags).toEqual([]);
  });

  it("history items carry tags, the member's own words only with notes", () => {
    const items = [
      {
        type: 'relapse' as const,
        icon: '💙',
        description: 'x',
        date: NOW.toISOString(),
        streakDays: 3,
        tags: ['alcool', 'Bar do Zé'],
      },
      {
        type: 'other' as const,
        icon: '✅',
        description: 'y',
        date: NOW.toISOString(),
        streakDays: 3,
        tags: ['Bar do Zé'],
      },
    ];
    expect(toHistoryDto(items).map((i) => i.tags)).toEqual([['alcool', 'Bar do Zé'], ['Bar do Zé']]);
    const shared = toHistoryDto(items, { includeNotes: false });
    expect(shared[0]!.tags).toEqual(['alcool']);
    expect('tags' in shared[1]!).toBe(false);
  });
});
