import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { coursePageTexts as t } from '../../../../shared/texts/learn.texts';
import type { QuizQuestion } from '../../../content/content-types';

/**
 * A lesson's quiz: each question answered shows whether it was right and why (every option may
 * explain itself). Answering again is always allowed; `onAnswered` says when every question has
 * an answer, right or not: the lesson is for learning, not a test to pass.
 */
export function QuizExercise({
  questions,
  onAnswered,
}: {
  questions: QuizQuestion[];
  onAnswered: (all: boolean) => void;
}) {
  const [answered, setAnswered] = useState<Set<number>>(() => new Set());
  const mark = (index: number) => {
    const next = new Set(answered).add(index);
    setAnswered(next);
    onAnswered(next.size === questions.length);
  };
  return (
    <ol className="learn-quiz">
      {questions.map((question, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a lesson's questions never reorder
        <li key={i}>
          <QuizQuestionView question={question} onAnswer={() => mark(i)} />
        </li>
      ))}
    </ol>
  );
}

function QuizQuestionView({ question, onAnswer }: { question: QuizQuestion; onAnswer: () => void }) {
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [error, setError] = useState(false);
  const answer = shown === null ? null : question.options[shown];

  return (
    <fieldset className="learn-quiz-question">
      <legend>{question.question}</legend>
      {question.options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a question's options never reorder
        <label key={i} className="learn-quiz-option">
          <input
            type="radio"
            name={name}
            checked={chosen === i}
            onChange={() => {
              setChosen(i);
              setError(false);
            }}
          />{' '}
          {option.text}
        </label>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {t.quizChoose}
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          if (chosen === null) return setError(true);
          setShown(chosen);
          onAnswer();
        }}
      >
        {t.quizAnswer}
      </button>
      {answer && (
        <div className={`learn-quiz-feedback ${answer.correct ? 'is-right' : 'is-wrong'}`} role="status">
          <p>
            {answer.correct ? (
              <CheckCircle2 size={18} aria-hidden="true" />
            ) : (
              <XCircle size={18} aria-hidden="true" />
            )}{' '}
            <strong>{answer.correct ? t.quizRight : t.quizWrong}</strong>
          </p>
          {answer.explanation && <p>{answer.explanation}</p>}
        </div>
      )}
    </fieldset>
  );
}
