import { describe, expect, it } from 'vitest';
import { parseAmountBR } from '../../../shared/domain/money';
import type { Assessment, Goal } from '../../../shared/domain/types';
import { dailyText } from '../../../web/features/assessment/assessment-format';
import { assessmentHistory, goalHistory } from '../../../web/features/assessment/member-records';
import { centsToInput, formatDay } from '../../../web/lib/format';
import { daysText, habitsText } from '../../../web/lib/habit-format';

describe('assessment texts', () => {
  it.each([
    [0, '0 dias'],
    [1, '1 dia'],
    [4, '4 dias'],
  ])('daysText(%i) is %j', (days, text) => expect(daysText(days)).toBe(text));

  it('puts the habit in one phrase, as the goals hint shows it', () => {
    expect(habitsText(4, 30000)).toBe('4 dias e R$ 300,00 por semana');
  });

  it('spreads the weekly spend over 7 days, to the centavo', () => {
    expect(dailyText(30000)).toBe('R$ 42,86');
  });

  it.each([
    ['2026-11-22T02:30:00.000Z', 'America/Sao_Paulo', '21/11/2026'],
    ['2026-11-22T02:30:00.000Z', 'UTC', '22/11/2026'],
    ['2026-11-22T02:30:00.000Z', 'Not/AZone', '21/11/2026'],
    ['garbage', 'UTC', ''],
  ])('formatDay(%j, %j) is %j', (instant, zone, text) => expect(formatDay(instant, zone)).toBe(text));

  it.each([0, 5, 15050, 123456, 100000000])('centsToInput(%i) reads back as the same amount', (cents) => {
    expect(Math.round(parseAmountBR(centsToInput(cents)) * 100)).toBe(cents);
  });
});

const assessment = (id: string, completedAt: string, extra: Partial<Assessment> = {}): Assessment => ({
  id,
  completedAt,
  daysPerWeek: 4,
  weeklySpendingCents: 30000,
  pgsiAnswers: [1, 1, 1, 1, 1, 0, 0, 0, 0],
  ...extra,
});

const goal = (id: string, setAt: string, extra: Partial<Goal> = {}): Goal => ({
  id,
  setAt,
  type: 'reduction',
  targetDaysPerWeek: 2,
  targetWeeklySpendingCents: 10000,
  ...extra,
});

describe('records as the member made them', () => {
  it('drops the server echo of an assessment made here (it has no PGSI answers)', () => {
    const local = assessment('0193-a', '2026-11-22T10:00:00.000Z');
    const echo = assessment('server:current', '2026-11-22T10:00:05.000Z', { pgsiAnswers: null });
    const first = assessment('server:first', '2026-11-22T10:00:05.000Z', { pgsiAnswers: null });
    expect(assessmentHistory([echo, local, first])).toEqual([local]);
  });

  it('keeps a server record made on another device, newest first', () => {
    const local = assessment('0193-a', '2026-11-20T10:00:00.000Z');
    const other = assessment('server:current', '2026-11-22T10:00:00.000Z', {
      daysPerWeek: 2,
      pgsiAnswers: null,
    });
    expect(assessmentHistory([local, other]).map((a) => a.id)).toEqual(['server:current', '0193-a']);
  });

  it('lists goals newest first without the server echo of the current one', () => {
    const older = goal('0193-a', '2026-11-01T10:00:00.000Z', {
      type: 'cessation',
      targetDaysPerWeek: null,
      targetWeeklySpendingCents: null,
    });
    const newer = goal('0193-b', '2026-11-20T10:00:00.000Z');
    const echo = goal('server:current', '2026-11-20T10:01:00.000Z');
    expect(goalHistory([older, echo, newer]).map((g) => g.id)).toEqual(['0193-b', '0193-a']);
  });

  it('keeps a server goal whose targets differ from every local one', () => {
    const local = goal('0193-a', '2026-11-01T10:00:00.000Z');
    const other = goal('server:current', '2026-11-21T10:00:00.000Z', { targetDaysPerWeek: 1 });
    expect(goalHistory([local, other]).map((g) => g.id)).toEqual(['server:current', '0193-a']);
  });
});
