import { type FormEvent, type MouseEvent, useCallback, useState } from 'react';
import { EARLIEST_DATE } from '../../../shared/constants';
import { JOURNAL_TITLE_MAX_LENGTH } from '../../../shared/schemas/journal.schema';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import { MoodPicker } from '../../components/mood-picker';
import { TagPicker } from '../../components/ui/tag-picker';
import type { LocalJournalEntry } from '../../data/db';
import { createEntry, editEntry } from '../../data/journal-writes';
import { localSaveFailureText } from '../../lib/storage-errors';
import { showToast } from '../../lib/toaster';
import { checkJournalForm, initialValues, type JournalFormValues } from './journal-form-values';
import { JournalTextField } from './journal-text-field';

interface Props {
  userId: string;
  /** The entry to edit; null writes a new one. */
  entry: LocalJournalEntry | null;
  today: string;
  onCancel: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

/**
 * The diary editor: date (today by default, back to 2000-01-01, never after today), optional
 * title, the text, optional mood and trigger tags. Saving puts the entry on the list in the click's
 * own frame (journal-writes), then closes; if this device cannot store it, the form stays open with
 * what was typed and says so.
 */
export function JournalEditorForm({ userId, entry, today, onCancel, onSaved }: Props) {
  const [values, setValues] = useState(() => initialValues(entry, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = useCallback(<K extends keyof JournalFormValues>(name: K, value: JournalFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  const setMood = useCallback((mood: JournalFormValues['mood']) => set('mood', mood), [set]);
  const setTags = useCallback((tags: string[]) => set('tags', tags), [set]);

  const submit = async (form: HTMLFormElement | null) => {
    if (busy) return;
    const checked = checkJournalForm(values, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (entry) await editEntry(entry, checked.content);
      else await createEntry(userId, checked.content);
      onSaved(entry ? 'updated' : 'created');
    } catch (err) {
      console.error('diary entry not saved', err);
      setBusy(false);
      showToast({ title: localSaveFailureText(err, t.saveFailed), variant: 'destructive' });
    }
  };
  // The button's click submits (Enter in a field clicks it too), sparing the browser's own form
  // submission steps before the entry can be shown (see useRecordSubmit).
  const onSubmitClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    void submit(event.currentTarget.form);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };

  return (
    <form className="journal-editor" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label className="field-label" htmlFor="journal-date">
          {t.dateLabel}
        </label>
        <input
          id="journal-date"
          name="date"
          type="date"
          className="input"
          min={EARLIEST_DATE}
          max={today}
          value={values.date}
          onChange={(event) => set('date', event.target.value)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? 'journal-date-error' : undefined}
        />
        {errors.date && (
          <p id="journal-date-error" className="field-error" role="alert">
            {errors.date}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="journal-title">
          {t.titleLabel}
        </label>
        <input
          id="journal-title"
          name="title"
          className="input"
          maxLength={JOURNAL_TITLE_MAX_LENGTH}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'journal-title-error' : undefined}
        />
        {errors.title && (
          <p id="journal-title-error" className="field-error" role="alert">
            {errors.title}
          </p>
        )}
      </div>
      <JournalTextField
        value={values.text}
        onValueChange={(text) => set('text', text)}
        today={today}
        withPrompt={!entry}
        error={errors.text}
      />
      <MoodPicker
        name="mood"
        label={t.moodField}
        value={values.mood}
        onValueChange={setMood}
        clearLabel={t.moodClear}
      />
      <TagPicker value={values.tags} onValueChange={setTags} error={errors.tags} />
      <div className="app-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          onClick={onSubmitClick}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
