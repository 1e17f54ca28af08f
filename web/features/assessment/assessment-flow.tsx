import { useState } from 'react';
import type { Assessment } from '../../../shared/domain/types';
import { PGSI_QUESTION_COUNT } from '../../../shared/schemas/assessment.schema';
import type {
  AssessmentFormOutput,
  AssessmentFormValues,
} from '../../../shared/schemas/assessment-form.schema';
import { centsToInput } from '../../lib/format';
import { AssessmentHabitsStep } from './assessment-habits-step';
import { AssessmentPgsiStep, type PgsiDraft } from './assessment-pgsi-step';
import { AssessmentProgress, type AssessmentStep } from './assessment-progress';
import { AssessmentResult } from './assessment-result';
import { AssessmentSummary } from './assessment-summary';
import { useSaveAssessment } from './use-save-assessment';

/** A retake starts from the last answers, so only what changed needs a tap. */
const initialHabits = (previous: Assessment | null): AssessmentFormValues => ({
  daysPerWeek: previous ? String(previous.daysPerWeek) : '',
  weeklySpending: previous ? centsToInput(previous.weeklySpendingCents) : '',
});

interface AssessmentFlowProps {
  userId: string;
  /** The member's last assessment when this is a retake. */
  previous: Assessment | null;
}

/** Habits, then the optional questionnaire, then the result; saved before the result shows. */
export function AssessmentFlow({ userId, previous }: AssessmentFlowProps) {
  const [step, setStep] = useState<AssessmentStep>('habits');
  const [moved, setMoved] = useState(false);
  const [typed, setTyped] = useState(() => initialHabits(previous));
  const [habits, setHabits] = useState<AssessmentFormOutput | null>(null);
  const [answers, setAnswers] = useState<PgsiDraft>(() => Array(PGSI_QUESTION_COUNT).fill(null));
  const [saved, setSaved] = useState<Assessment | null>(null);
  const { busy, save } = useSaveAssessment(userId);

  const go = (next: AssessmentStep) => {
    setStep(next);
    setMoved(true);
  };

  const finish = async (pgsi: number[] | null) => {
    if (!habits) return go('habits');
    const assessment = await save(habits, pgsi);
    if (!assessment) return;
    setSaved(assessment);
    go('result');
  };

  return (
    <>
      {previous && step !== 'result' && <AssessmentSummary assessment={previous} />}
      <AssessmentProgress step={step} />
      {step === 'habits' && (
        <AssessmentHabitsStep
          initial={typed}
          focusHeading={moved}
          onNext={(next, values) => {
            setHabits(next);
            setTyped(values);
            go('pgsi');
          }}
        />
      )}
      {step === 'pgsi' && (
        <AssessmentPgsiStep
          answers={answers}
          onAnswer={(index, value) =>
            setAnswers((current) => current.map((a, i) => (i === index ? value : a)))
          }
          focusHeading={moved}
          busy={busy}
          onBack={() => go('habits')}
          onFinish={finish}
        />
      )}
      {step === 'result' && saved && <AssessmentResult assessment={saved} focusHeading={moved} />}
    </>
  );
}
