import { Link } from '@tanstack/react-router';
import { ClipboardCheck, RotateCcw } from 'lucide-react';
import { PGSI_MAX_SCORE, pgsiBand, pgsiScoreOrNull } from '../../../shared/domain/pgsi';
import type { Assessment } from '../../../shared/domain/types';
import { formatDay } from '../../lib/format';
import { habitsText } from '../../lib/habit-format';
import { useStoredUser } from '../../lib/stored-user';

interface AssessmentSummaryProps {
  assessment: Assessment;
  /** Shown with the way to retake it; without, it is the reminder above a retake. */
  onRetake?: () => void;
}

/** The member's last assessment in a few lines. */
export function AssessmentSummary({ assessment, onRetake }: AssessmentSummaryProps) {
  const user = useStoredUser();
  const score = pgsiScoreOrNull(assessment.pgsiAnswers);
  return (
    <section className="card assessment-summary" aria-labelledby="assessment-summary-title">
      <h2 id="assessment-summary-title" className="summary-title">
        <ClipboardCheck aria-hidden="true" size={22} />
        Sua última avaliação
      </h2>
      <dl className="summary-list">
        <div>
          <dt>Feita em</dt>
          <dd>{formatDay(assessment.completedAt, user?.timezone)}</dd>
        </div>
        <div>
          <dt>Hábitos</dt>
          <dd>{habitsText(assessment.daysPerWeek, assessment.weeklySpendingCents)}</dd>
        </div>
        <div>
          <dt>Questionário</dt>
          <dd>
            {score === null
              ? 'Não respondido'
              : `${score} de ${PGSI_MAX_SCORE} pontos · ${pgsiBand(score).label}`}
          </dd>
        </div>
      </dl>
      {onRetake && (
        <div className="step-actions">
          <button type="button" className="btn btn-primary btn-block" onClick={onRetake}>
            <RotateCcw aria-hidden="true" size={18} />
            Refazer avaliação
          </button>
          <Link to="/goals" className="btn btn-secondary btn-block">
            Ver minha meta
          </Link>
        </div>
      )}
    </section>
  );
}
