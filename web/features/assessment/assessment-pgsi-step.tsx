import { type FormEvent, useState } from 'react';
import { PGSI_OPTIONS, PGSI_QUESTIONS, PGSI_TIME_FRAME } from '../../../shared/domain/pgsi';
import { assessmentTexts, PGSI_QUESTION_COUNT } from '../../../shared/schemas/assessment.schema';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { StepHeading } from './step-heading';

export type PgsiDraft = (number | null)[];

const ANSWER_OPTIONS = PGSI_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

interface PgsiStepProps {
  answers: PgsiDraft;
  onAnswer: (index: number, value: number) => void;
  focusHeading: boolean;
  busy: boolean;
  onBack: () => void;
  /** The nine answers, or null when the member prefers to skip the questionnaire. */
  onFinish: (answers: number[] | null) => void;
}

/** Step 2: the nine PGSI questions, introduced with care; answering them is optional. */
export function AssessmentPgsiStep({
  answers,
  onAnswer,
  focusHeading,
  busy,
  onBack,
  onFinish,
}: PgsiStepProps) {
  const [showMissing, setShowMissing] = useState(false);
  const answered = answers.filter((answer) => answer !== null).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = answers.indexOf(null);
    if (missing === -1) return onFinish(answers as number[]);
    setShowMissing(true);
    event.currentTarget.querySelector<HTMLElement>(`[name="pgsi-${missing}"]`)?.focus();
  };

  return (
    <form className="card assessment-step" onSubmit={onSubmit} noValidate>
      <StepHeading focus={focusHeading}>Algumas perguntas sobre o último ano</StepHeading>
      <div className="pgsi-intro">
        <p>
          São 9 perguntas de um questionário usado no mundo todo (o PGSI) para entender como as apostas afetam
          a vida de alguém. Leva cerca de 2 minutos.
        </p>
        <p>
          Suas respostas são confidenciais e não existem respostas certas ou erradas. Responda pensando em
          você, sem pressa. Se preferir, pode pular esta parte.
        </p>
      </div>
      <p className="pgsi-frame">{PGSI_TIME_FRAME}, com que frequência…</p>
      <ol className="pgsi-list">
        {PGSI_QUESTIONS.map((question, index) => (
          <li key={question}>
            <ChoiceGroup
              name={`pgsi-${index}`}
              legend={question}
              options={ANSWER_OPTIONS}
              look="answers"
              value={answers[index] === null ? '' : String(answers[index])}
              onValueChange={(value) => onAnswer(index, Number(value))}
              error={showMissing && answers[index] === null ? 'Escolha uma resposta' : undefined}
              announceError={false}
            />
          </li>
        ))}
      </ol>
      <p className="pgsi-count muted">
        {answered} de {PGSI_QUESTION_COUNT} respondidas
      </p>
      {showMissing && answered < answers.length && (
        <p className="field-error" role="alert">
          {assessmentTexts.pgsiInvalid}
        </p>
      )}
      <div className="step-actions">
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
          {busy ? 'Salvando...' : 'Ver meu resultado'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={busy}
          onClick={() => onFinish(null)}
        >
          Pular o questionário
        </button>
        <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={onBack}>
          Voltar
        </button>
      </div>
    </form>
  );
}
