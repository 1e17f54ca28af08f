import { useState } from 'react';
import { coursePageTexts as t } from '../../../../shared/texts/learn.texts';
import { showToast } from '../../../lib/toaster';

/**
 * A lesson's reflection: one question, answered in the member's own words; "Guardar no Meu
 * Diário" keeps it there (offline too). A visitor can write, but only a member's diary keeps it.
 */
export function ReflectionExercise({
  prompt,
  onSave,
}: {
  prompt: string;
  /** Null when there is no diary to keep it in (visitors, psychologists). */
  onSave: ((answer: string) => Promise<void>) | null;
}) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!onSave) return;
    if (!answer.trim()) return setError(t.reflectionEmpty);
    setSaving(true);
    try {
      await onSave(answer.trim());
      setSaved(true);
      showToast({ title: t.reflectionSaved });
    } catch {
      setError(t.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="learn-reflection">
      <p className="learn-exercise-prompt">{prompt}</p>
      <label htmlFor="learn-reflection-answer">{t.reflectionLabel}</label>
      <textarea
        id="learn-reflection-answer"
        rows={5}
        maxLength={5000}
        value={answer}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'learn-reflection-error' : undefined}
        onChange={(event) => {
          setAnswer(event.target.value);
          setError(null);
          setSaved(false);
        }}
      />
      {error && (
        <p id="learn-reflection-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      {onSave && (
        <button type="button" className="btn btn-secondary" onClick={save} disabled={saving || saved}>
          {saved ? t.reflectionSaved : t.reflectionSave}
        </button>
      )}
    </div>
  );
}
