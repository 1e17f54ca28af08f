import { describe, expect, it } from 'vitest';
import { GOAL_TYPE_LABELS, goalTargetsText } from '../../../web/lib/goal-format';

describe('goal texts', () => {
  it('describes a reduction goal; a cessation goal has no targets', () => {
    const base = { targetDaysPerWeek: 2, targetWeeklySpendingCents: 10050 };
    expect(goalTargetsText({ type: 'reduction', ...base })).toBe('Até 2 dias e R$ 100,50 por semana');
    expect(
      goalTargetsText({ type: 'cessation', targetDaysPerWeek: null, targetWeeklySpendingCents: null }),
    ).toBeNull();
  });

  it('names both goal types as the form offers them', () => {
    expect(GOAL_TYPE_LABELS).toEqual({ cessation: 'Parar totalmente', reduction: 'Reduzir aos poucos' });
  });
});
