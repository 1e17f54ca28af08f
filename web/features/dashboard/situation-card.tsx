import { Wallet } from 'lucide-react';
import { memo } from 'react';
import type { DashboardDto } from '../../../shared/api-types';
import { formatReais } from '../../lib/format';

/** The betting pattern from the assessment (spec §2 "Current situation"); daily = weekly / 7. */
interface SituationCardProps {
  assessment: NonNullable<DashboardDto['assessment']>;
  /** weeklySpending / 7, as the shared rules compute it. */
  averageDailySpend: number;
}

export const SituationCard = memo(function SituationCard({
  assessment,
  averageDailySpend,
}: SituationCardProps) {
  const days = assessment.daysPerWeek;
  return (
    <section className="card" aria-labelledby="situation-title">
      <h2 id="situation-title" className="card-title">
        <Wallet size={20} aria-hidden="true" /> Sua situação antes da jornada
      </h2>
      <dl className="facts">
        <div>
          <dt>Frequência</dt>
          <dd>
            {days} {days === 1 ? 'dia' : 'dias'} por semana
          </dd>
        </div>
        <div>
          <dt>Gasto semanal</dt>
          <dd>{formatReais(assessment.weeklySpending)}</dd>
        </div>
        <div>
          <dt>Média diária</dt>
          <dd>{formatReais(averageDailySpend)}</dd>
        </div>
      </dl>
    </section>
  );
});
