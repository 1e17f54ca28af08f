import type { DashboardDto } from '../../../shared/api-types';
import { reaisToCents } from '../../../shared/domain/money';
import { PGSI_MAX_SCORE, pgsiBand } from '../../../shared/domain/pgsi';
import type { ClientFact } from '../../lib/client-summary-format';
import { formatReais } from '../../lib/format';
import { GOAL_TYPE_LABELS, goalTargetsText } from '../../lib/goal-format';
import { daysText as days, habitsText } from '../../lib/habit-format';

/** The check-in and relapse lists reach this far back. */
export const CHECKIN_LIST_DAYS_DEFAULT = 90;

/** The goal in one line: 'Parar totalmente' or 'Reduzir aos poucos: até 2 dias e R$ 100,00 por semana'. */
export function goalText(goal: DashboardDto['goal']): string {
  if (!goal) return 'Ainda não definiu';
  const targets = goalTargetsText({
    type: goal.type,
    targetDaysPerWeek: goal.targetDaysPerWeek,
    targetWeeklySpendingCents:
      goal.targetWeeklySpending === null ? null : reaisToCents(goal.targetWeeklySpending),
  });
  return targets
    ? `${GOAL_TYPE_LABELS[goal.type]}: ${targets.charAt(0).toLowerCase()}${targets.slice(1)}`
    : GOAL_TYPE_LABELS[goal.type];
}

/** The progress scope's numbers, as the client's own dashboard computes them. */
export function progressFacts(d: DashboardDto): ClientFact[] {
  const facts: ClientFact[] = [
    { label: 'Dias de jornada', value: days(d.daysSinceStart) },
    { label: 'Sequência atual', value: days(d.currentStreak) },
    { label: 'Melhor sequência', value: days(d.bestStreak) },
    { label: 'Dinheiro economizado', value: formatReais(d.moneySaved) },
    { label: 'Meta', value: goalText(d.goal) },
    {
      label: 'Nesta semana',
      value: `${days(d.thisWeek.bettingDays)} com apostas, ${formatReais(d.thisWeek.spent)} gastos`,
    },
  ];
  if (d.assessment) {
    facts.push({
      label: 'Avaliação inicial',
      value: habitsText(d.assessment.daysPerWeek, reaisToCents(d.assessment.weeklySpending)),
    });
    if (d.assessment.pgsiScore !== null)
      facts.push({
        label: 'Questionário PGSI',
        value: `${d.assessment.pgsiScore} de ${PGSI_MAX_SCORE} · ${pgsiBand(d.assessment.pgsiScore).label}`,
      });
  }
  return facts;
}
