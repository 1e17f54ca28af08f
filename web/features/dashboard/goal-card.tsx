import { Link } from '@tanstack/react-router';
import { Target } from 'lucide-react';
import { memo } from 'react';
import type { DashboardDto } from '../../../shared/api-types';
import { formatReais } from '../../lib/format';

interface GoalCardProps {
  goal: NonNullable<DashboardDto['goal']>;
  thisWeek: DashboardDto['thisWeek'];
}

const perWeek = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'} por semana`;

/**
 * The current goal (spec §2): full cessation, or gradual reduction with its targets and, as
 * DESIGN.md §4 adds, this week's betting days and spend against them.
 */
export const GoalCard = memo(function GoalCard({ goal, thisWeek }: GoalCardProps) {
  const reduction = goal.type === 'reduction';
  const overDays =
    reduction && goal.targetDaysPerWeek !== null && thisWeek.bettingDays > goal.targetDaysPerWeek;
  const overSpend =
    reduction && goal.targetWeeklySpending !== null && thisWeek.spent > goal.targetWeeklySpending;
  return (
    <section className="card" aria-labelledby="goal-title">
      <h2 id="goal-title" className="card-title">
        <Target size={20} aria-hidden="true" /> Sua meta atual
      </h2>
      <p className="goal-type">{reduction ? 'Redução gradual' : 'Parada total'}</p>
      {reduction ? (
        <dl className="facts">
          <div>
            <dt>Meta de dias</dt>
            <dd>até {perWeek(goal.targetDaysPerWeek ?? 0)}</dd>
          </div>
          <div>
            <dt>Orçamento semanal</dt>
            <dd>até {formatReais(goal.targetWeeklySpending ?? 0)}</dd>
          </div>
          <div>
            <dt>Dias com apostas nesta semana</dt>
            <dd data-over={overDays || undefined}>
              {thisWeek.bettingDays} de {goal.targetDaysPerWeek ?? 0}{' '}
              {goal.targetDaysPerWeek === 1 ? 'dia' : 'dias'}
            </dd>
          </div>
          <div>
            <dt>Gasto nesta semana</dt>
            <dd data-over={overSpend || undefined}>
              {formatReais(thisWeek.spent)} de {formatReais(goal.targetWeeklySpending ?? 0)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="muted">Nenhuma aposta: cada dia sem apostar é uma vitória sua.</p>
      )}
      {(overDays || overSpend) && (
        <p className="goal-note">Esta semana passou da meta. Tudo bem: recomece daqui, um dia de cada vez.</p>
      )}
      <Link to="/goals" className="btn btn-secondary">
        Ajustar meta
      </Link>
    </section>
  );
});
