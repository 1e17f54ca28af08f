import { RadioGroup } from '@ark-ui/react/radio-group';
import { memo, type ReactNode, useId } from 'react';

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
 * One choice among a few (Ark UI radio group): a labelled radiogroup, arrow keys move between
 * options, and the error is announced with the group.
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
      <RadioGroup.Root
        name={name}
        value={value || null}
        onValueChange={(details) => onValueChange(details.value ?? '')}
        className={`choice-group choice-${look}`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <RadioGroup.Label className="field-label">{label}</RadioGroup.Label>
        {hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )}
        <div className="choice-options">
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              className="choice-option"
              disabled={option.disabled}
            >
              <RadioGroup.ItemControl className="choice-control" />
              {option.icon && (
                <span className="choice-icon" aria-hidden="true">
                  {option.icon}
                </span>
              )}
              <RadioGroup.ItemText className="choice-text">{option.label}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </div>
      </RadioGroup.Root>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
