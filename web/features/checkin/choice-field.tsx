import { memo, type ReactNode, useId } from 'react';
import { RadioOption } from '../../components/ui/radio-option';

export interface Choice {
  value: string;
  label: string;
  icon?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

interface ChoiceFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly Choice[];
  onValueChange: (value: string) => void;
  error?: string;
  /** A line under the label that explains the choice. */
  hint?: string;
  /** 'pills' for a short yes/no, 'faces' for the mood scale, 'list' for longer options, one per row. */
  look: 'pills' | 'faces' | 'list';
}

/**
 * One choice among a few: native radios in a fieldset named by its legend; arrow keys move
 * between options, and the hint and error are announced with each option.
 */
export const ChoiceField = memo(function ChoiceField({
  name,
  label,
  value,
  options,
  onValueChange,
  error,
  hint,
  look,
}: ChoiceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <fieldset
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: HTML allows role=radiogroup on a fieldset; its legend names the group of native radios.
        role="radiogroup"
        className={`choice-group choice-${look}`}
        data-invalid={error ? true : undefined}
      >
        <legend className="field-label">{label}</legend>
        {hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )}
        <div className="choice-options">
          {options.map((option) => (
            <RadioOption
              key={option.value}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChoose={() => onValueChange(option.value)}
              disabled={option.disabled}
              describedBy={describedBy}
              className="choice-option"
            >
              <span className="choice-control" aria-hidden="true" />
              {option.icon && (
                <span className="choice-icon" aria-hidden="true">
                  {option.icon}
                </span>
              )}
              <span className="choice-text">{option.label}</span>
            </RadioOption>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
