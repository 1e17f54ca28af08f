import { formatBRL } from '../../shared/domain/money';
import type { Goal, GoalType } from '../../shared/domain/types';
import { daysText } from './habit-format';

export const GOAL_TYPE_LABELS: Record<GoalType, string> = {
  cessation: 'Parar totalmente',
  reduction: 'Reduzir aos poucos',
};

/** A reduction's targets in one phrase ('Até 2 dias e R$ 100,00 por semana'); null otherwise. */
export function goalTargetsText(
  goal: Pick<Goal, 'type' | 'targetDaysPerWeek' | 'targetWeeklySpendingCents'>,
) {
  if (goal.type !== 'reduction' || goal.targetDaysPerWeek === null || goal.targetWeeklySpendingCents === null)
    return null;
  return `Até ${daysText(goal.targetDaysPerWeek)} e ${formatBRL(goal.targetWeeklySpendingCents)} por semana`;
}
