import { type ReactNode, useId } from 'react';
import './choice-group.css';
import { RadioOption } from './radio-option';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A second line under the label (cards). */
  description?: ReactNode;
}

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** How the options look: a row of numbers, a grid of answers, or large cards. */
  look: 'segments' | 'answers' | 'cards';
  /** False when one summary alert already speaks for several groups. */
  announceError?: boolean;
  className?: string;
}

/**
 * One question with exclusive answers: native radios (RadioOption) in a fieldset whose legend
 * names it. Its hint and error are announced with every option (aria-describedby), and the
 * radios keep arrow-key moves and `[name=…]` focus for the first error.
 */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onValueChange,
  error,
  hint,
  look,
  announceError = true,
  className,
}: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: HTML allows role=radiogroup on a fieldset; its legend names the group of native radios.
      role="radiogroup"
      className={['choice-group', className ?? ''].join(' ').trim()}
      data-look={look}
      data-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      <div className="choice-options">
        {options.map((option) => (
          <RadioOption
            key={option.value}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChoose={() => onValueChange(option.value)}
            describedBy={describedBy}
            className="choice-item"
          >
            <span className="choice-item-control" aria-hidden="true" />
            <span className="choice-item-text">
              <span className="choice-label">{option.label}</span>
              {option.description && <span className="choice-description">{option.description}</span>}
            </span>
          </RadioOption>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
