import { Link } from '@tanstack/react-router';
import { PGSI_MAX_SCORE, pgsiBand, pgsiScoreOrNull } from '../../../shared/domain/pgsi';
import type { Assessment } from '../../../shared/domain/types';
import { AssessmentHabits } from './assessment-habits';
import { AssessmentHelp } from './assessment-help';
import { StepHeading } from './step-heading';

/** Step 3: what was saved, the questionnaire's result and, where it points there, help. */
export function AssessmentResult({
  assessment,
  focusHeading,
}: {
  assessment: Assessment;
  focusHeading: boolean;
}) {
  const score = pgsiScoreOrNull(assessment.pgsiAnswers);
  const band = score === null ? null : pgsiBand(score);
  return (
    <div className="card assessment-step assessment-result">
      <StepHeading focus={focusHeading}>Obrigado por compartilhar</StepHeading>
      {band && score !== null ? (
        <div className="pgsi-result" data-band={band.key}>
          <p className="pgsi-score">
            <span className="pgsi-score-value">{score}</span>
            <span className="pgsi-score-max"> de {PGSI_MAX_SCORE} pontos</span>
          </p>
          <p className="pgsi-band">{band.label}</p>
          <p>{band.message}</p>
        </div>
      ) : (
        <p>
          Você preferiu não responder o questionário agora, e tudo bem. Quando quiser, é só refazer a
          avaliação.
        </p>
      )}
      <AssessmentHabits assessment={assessment} />
      {band?.seekHelp && <AssessmentHelp />}
      <SavedNote />
      <Link to="/goals" className="btn btn-primary btn-lg btn-block">
        Definir minha meta
      </Link>
      <Link to="/dashboard" className="btn btn-ghost btn-block result-secondary">
        Ir para o meu painel
      </Link>
    </div>
  );
}

/** Saved on the device at once; when offline, say so, so nobody waits for a spinner. */
function SavedNote() {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <p className="muted saved-note">
      {offline
        ? 'Salvo neste aparelho. Vamos sincronizar assim que você estiver on-line.'
        : 'Sua avaliação foi salva.'}
    </p>
  );
}
