import { describe, expect, it } from 'vitest';
import { historyItems, historyTexts } from '../../../shared/domain/history';
import { computeProgress } from '../../../shared/domain/progress';
import type { MemberFacts } from '../../../shared/domain/types';
import { assessment, checkin, facts, relapse } from './fixtures';

const NOW = new Date('2026-11-25T15:00:00.000Z');
const base = (partial: Partial<MemberFacts> = {}) =>
  facts({
    accountCreatedAt: '2026-11-01T12:00:00.000Z',
    assessments: [assessment('2026-11-01T13:00:00.000Z', 70_000)],
    ...partial,
  });
const history = (f: MemberFacts, limit?: number) => historyItems(f, computeProgress(f, NOW), NOW, limit);

describe('historyItems', () => {
  it('a new member sees the start of the journey and the running streak', () => {
    expect(history(base())).toEqual([
      {
        type: 'current_streak',
        icon: '🔥',
        description: '24 dias sem apostar',
        date: '2026-11-01T13:00:00.000Z',
        streakDays: 24,
      },
      {
        type: 'account_created',
        icon: '🌱',
        description: 'Você começou sua jornada no Virada',
        date: '2026-11-01T12:00:00.000Z',
        streakDays: 0,
      },
    ]);
  });

  it('a relapse shows its amount kindly, with the streak it ended', () => {
    const items = history(base({ checkins: [relapse('2026-11-10', '2026-11-10T20:00:00.000Z', 15_000)] }));
    const r = items.find((i) => i.type === 'relapse')!;
    expect(r).toEqual({
      type: 'relapse',
      icon: '💙',
      description: 'Recaída registrada — R$ 150,00. Registrar foi um ato de coragem.',
      date: '2026-11-10T20:00:00.000Z',
      streakDays: 9,
    });
    expect(items[0]).toMatchObject({
      type: 'current_streak',
      streakDays: 14,
      date: '2026-11-10T20:00:00.000Z',
    });
  });

  it('a relapse without spending says so without an amount', () => {
    expect(historyTexts.relapse(0)).toBe('Recaída registrada. Registrar foi um ato de coragem.');
  });

  it('a back-dated relapse is shown on its own day', () => {
    const items = history(base({ checkins: [relapse('2026-11-10', '2026-11-17T12:00:00.000Z')] }));
    const r = items.find((i) => i.type === 'relapse')!;
    expect(r.date).toBe('2026-11-11T02:59:59.999Z'); // the end of the 10th in São Paulo
  });

  it('groups clean check-ins per day and skips days with a relapse', () => {
    const items = history(
      base({
        checkins: [
          checkin({ date: '2026-11-20', recordedAt: '2026-11-20T12:00:00.000Z' }),
          checkin({ date: '2026-11-20', recordedAt: '2026-11-20T22:00:00.000Z' }),
          checkin({ date: '2026-11-21', recordedAt: '2026-11-21T12:00:00.000Z' }),
          relapse('2026-11-21', '2026-11-21T15:00:00.000Z'),
        ],
      }),
    );
    const clean = items.filter((i) => i.icon === '✅');
    expect(clean).toEqual([
      {
        type: 'other',
        icon: '✅',
        description: 'Check-in: dia sem apostas',
        date: '2026-11-20T22:00:00.000Z',
        streakDays: 19,
      },
    ]);
  });

  it('lists medals held as achievements', () => {
    const items = history(base({ medals: [{ key: 'streak-7', earnedAt: '2026-11-08T14:00:00.000Z' }] }));
    expect(items).toContainEqual({
      type: 'other',
      icon: '⭐',
      description: 'Conquista: Uma Semana',
      date: '2026-11-08T14:00:00.000Z',
      streakDays: 0,
    });
  });

  it('is newest first and bounded', () => {
    const many = Array.from({ length: 300 }, (_, i) => {
      const d = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000 + 15 * 3_600_000);
      return checkin({ date: d.toISOString().slice(0, 10), recordedAt: d.toISOString() });
    });
    const f = base({ accountCreatedAt: '2025-12-31T12:00:00.000Z', assessments: [], checkins: many });
    const items = history(f);
    expect(items).toHaveLength(200);
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.date >= items[i]!.date).toBe(true);
    expect(history(f, 5)).toHaveLength(5);
  });

  it.each([
    [0, 'Menos de 1 dia sem apostar — cada hora conta'],
    [1, '1 dia sem apostar'],
    [5, '5 dias sem apostar'],
  ])('streak text for %i days', (days, text) => {
    expect(historyTexts.currentStreak(days)).toBe(text);
  });
});
