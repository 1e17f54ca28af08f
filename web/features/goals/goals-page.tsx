import type { MemberFacts } from '../../../shared/domain/types';
import { useMemberData } from '../../data/use-member-data';
import { type StoredUser, useStoredUser } from '../../lib/stored-user';
import { usePageTitle } from '../../lib/use-page-title';
import '../assessment/member-page.css';
import { assessmentHistory, goalHistory } from '../assessment/member-records';
import { GoalAssessmentNudge } from './goal-assessment-nudge';
import { GoalForm } from './goal-form';
import { GoalHistory } from './goal-history';
import './goals.css';

/** /goals: choose or adjust the goal at any time; earlier goals stay as history. */
export function GoalsPage() {
  usePageTitle('Minha meta');
  const user = useStoredUser();
  const { loading, facts } = useMemberData(user);
  return (
    <section className="container page page-narrow member-page goals-page" aria-labelledby="page-title">
      <h1 id="page-title">Minha meta</h1>
      <p className="page-intro muted">
        Você escolhe o caminho e o ritmo. Dá para ajustar sempre que precisar, sem culpa.
      </p>
      {loading || !user || !facts ? (
        <div className="page-loading" role="status" aria-label="Carregando">
          <div className="spinner" />
        </div>
      ) : (
        <GoalsScreen user={user} facts={facts} />
      )}
    </section>
  );
}

function GoalsScreen({ user, facts }: { user: StoredUser; facts: MemberFacts }) {
  const goals = goalHistory(facts.goals);
  const assessment = assessmentHistory(facts.assessments)[0] ?? null;
  return (
    <>
      {!assessment && <GoalAssessmentNudge />}
      <GoalForm userId={user.id} current={goals[0] ?? null} assessment={assessment} />
      {goals.length > 0 && <GoalHistory goals={goals} timeZone={user.timezone} />}
    </>
  );
}
