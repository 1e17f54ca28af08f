import { useState } from 'react';
import type { Assessment } from '../../../shared/domain/types';
import { useMemberData } from '../../data/use-member-data';
import { type StoredUser, useStoredUser } from '../../lib/stored-user';
import { usePageTitle } from '../../lib/use-page-title';
import { AssessmentFlow } from './assessment-flow';
import { AssessmentSummary } from './assessment-summary';
import './assessment.css';
import './member-page.css';
import { assessmentHistory } from './member-records';

/**
 * /assessment: where the journey starts after sign-up (how often, how much, and an optional
 * PGSI screen). A member who has done it sees the last one and may retake it; every
 * assessment is kept as history.
 */
export function AssessmentPage() {
  usePageTitle('Avaliação inicial');
  const user = useStoredUser();
  const { loading, facts } = useMemberData(user);
  return (
    <section className="container page page-narrow member-page assessment-page" aria-labelledby="page-title">
      <h1 id="page-title">Avaliação inicial</h1>
      <p className="page-intro muted">
        Um retrato de como as apostas estão hoje na sua vida. Ele serve de ponto de partida para sua meta e
        para calcular quanto você economiza.
      </p>
      {loading || !user || !facts ? (
        <div className="page-loading" role="status" aria-label="Carregando">
          <div className="spinner" />
        </div>
      ) : (
        <AssessmentScreen user={user} last={assessmentHistory(facts.assessments)[0] ?? null} />
      )}
    </section>
  );
}

/**
 * Decided once, when the page has read the device: a first-timer starts the steps; someone
 * with an assessment sees it first. Saving a new one must not swap the result for the summary.
 */
function AssessmentScreen({ user, last }: { user: StoredUser; last: Assessment | null }) {
  const [retaking, setRetaking] = useState(!last);
  const [previous] = useState(last);
  if (!retaking && last) return <AssessmentSummary assessment={last} onRetake={() => setRetaking(true)} />;
  return <AssessmentFlow userId={user.id} previous={previous} />;
}
