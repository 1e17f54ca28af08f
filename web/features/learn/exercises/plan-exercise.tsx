import { PLAN_ANSWER_MAX } from '../../../../shared/schemas/lesson-progress.schema';
import { coursePageTexts as t } from '../../../../shared/texts/learn.texts';
import type { PlanField } from '../../../content/content-types';

/**
 * A lesson's plan: a few fields the member fills in (their trigger, what they will do, whom they
 * can call). The answers are kept with the lesson when it is finished, on their devices only.
 */
export function PlanExercise({
  fields,
  answers,
  onChange,
  readOnly,
}: {
  fields: PlanField[];
  answers: Record<string, string>;
  onChange: (answers: Record<string, string>) => void;
  readOnly: boolean;
}) {
  return (
    <div className="learn-plan">
      {fields.map((field) => (
        <div key={field.id} className="field">
          <label htmlFor={`learn-plan-${field.id}`}>{field.label}</label>
          <textarea
            id={`learn-plan-${field.id}`}
            rows={2}
            maxLength={PLAN_ANSWER_MAX}
            placeholder={field.placeholder}
            value={answers[field.id] ?? ''}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...answers, [field.id]: event.target.value })}
          />
        </div>
      ))}
      <p className="muted">{t.planSaveHint}</p>
    </div>
  );
}
