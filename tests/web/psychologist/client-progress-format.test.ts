import { describe, expect, it } from 'vitest';
import type { DashboardDto } from '../../../shared/api-types';
import { goalText, progressFacts } from '../../../web/features/client-progress/client-progress-format';

const dashboard: DashboardDto = {
  user: { id: 'c1', name: 'Rafael' },
  daysSinceStart: 12,
  journeyStart: '2026-05-01T12:00:00.000Z',
  streakStartTime: '2026-05-10T12:00:00.000Z',
  currentStreak: 1,
  bestStreak: 9,
  moneySaved: 1234.5,
  averageDailySpend: 40,
  recentAchievements: [],
  assessment: { daysPerWeek: 4, weeklySpending: 300, completedAt: '2026-05-01T12:00:00.000Z', pgsiScore: 9 },
  goal: null,
  thisWeek: { bettingDays: 1, spent: 50, weekStart: '2026-05-10' },
};

describe('client progress numbers', () => {
  it.each([
    [null, 'Ainda não definiu'],
    [{ type: 'cessation', targetDaysPerWeek: null, targetWeeklySpending: null }, 'Parar totalmente'],
    [
      { type: 'reduction', targetDaysPerWeek: 2, targetWeeklySpending: 100 },
      'Reduzir aos poucos: até 2 dias e R$ 100,00 por semana',
    ],
  ] as const)('goal %j → %s', (goal, text) => {
    const full = goal && { ...goal, setAt: '2026-05-01T12:00:00.000Z' };
    expect(goalText(full).replace(/\s/g, ' ')).toBe(text);
  });

  it('lists the dashboard figures with the assessment and its PGSI band', () => {
    const facts = Object.fromEntries(
      progressFacts(dashboard).map((f) => [f.label, f.value.replace(/\s/g, ' ')]),
    );
    expect(facts).toMatchObject({
      'Dias de jornada': '12 dias',
      'Sequência atual': '1 dia',
      'Melhor sequência': '9 dias',
      'Dinheiro economizado': 'R$ 1.234,50',
      Meta: 'Ainda não definiu',
      'Nesta semana': '1 dia com apostas, R$ 50,00 gastos',
      'Avaliação inicial': '4 dias e R$ 300,00 por semana',
    });
    expect(facts['Questionário PGSI']).toMatch(/^9 de 27 · /);
  });

  it('leaves the assessment out when there is none', () => {
    expect(progressFacts({ ...dashboard, assessment: null }).map((f) => f.label)).not.toContain(
      'Avaliação inicial',
    );
  });
});
