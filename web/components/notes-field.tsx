import { useId } from 'react';
import { NOTES_MAX_LENGTH } from '../../shared/schemas/checkin.schema';

interface NotesFieldProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** A multi-line optional note with its label and error. */
export function NotesField({ name, label, placeholder, value, onValueChange, error }: NotesFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="input"
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
