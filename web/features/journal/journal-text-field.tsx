import { Shuffle } from 'lucide-react';
import { useId, useState } from 'react';
import { JOURNAL_TEXT_MAX_LENGTH } from '../../../shared/schemas/journal.schema';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import { formatCount, promptFor } from './journal-format';

/** From this length on, the counter shows how much room is left. */
const COUNTER_FROM = JOURNAL_TEXT_MAX_LENGTH - 1_000;

interface Props {
  value: string;
  onValueChange: (value: string) => void;
  today: string;
  /** A new entry offers a question to start from; an edit does not. */
  withPrompt: boolean;
  error?: string;
}

/** The entry's text, with today's writing prompt above it and a counter near the 10,000 limit. */
export function JournalTextField({ value, onValueChange, today, withPrompt, error }: Props) {
  const id = useId();
  const [turn, setTurn] = useState(0);
  const prompt = promptFor(today, turn);
  const nearLimit = value.length >= COUNTER_FROM;
  const describedBy =
    [withPrompt ? `${id}-prompt` : null, nearLimit ? `${id}-counter` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="field">
      {withPrompt && (
        <div className="journal-prompt">
          <p id={`${id}-prompt`}>
            <span className="journal-prompt-label">{t.promptLabel}</span> {prompt}
          </p>
          <button
            type="button"
            className="btn btn-ghost journal-prompt-next"
            onClick={() => setTurn(turn + 1)}
          >
            <Shuffle size={16} aria-hidden="true" /> {t.promptNext}
          </button>
        </div>
      )}
      <label className="field-label" htmlFor={id}>
        {t.textLabel}
      </label>
      <textarea
        id={id}
        name="text"
        className="input journal-textarea"
        value={value}
        maxLength={JOURNAL_TEXT_MAX_LENGTH}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {nearLimit && (
        <p id={`${id}-counter`} className="field-hint field-counter" aria-live="polite">
          {t.textCounter(formatCount(value.length), formatCount(JOURNAL_TEXT_MAX_LENGTH))}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
