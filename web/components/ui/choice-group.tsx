import { RadioGroup } from '@ark-ui/react/radio-group';
import { type ReactNode, useId } from 'react';
import './choice-group.css';

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
 * One question with exclusive answers: an Ark UI radio group drawn as a fieldset whose legend
 * names it. Its hint and error are announced with every option (aria-describedby), and the
 * native radios keep arrow-key moves and `[name=…]` focus for the first error.
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
    <RadioGroup.Root
      asChild
      name={name}
      value={value || null}
      invalid={Boolean(error)}
      onValueChange={(details) => onValueChange(details.value ?? '')}
      orientation={look === 'segments' ? 'horizontal' : 'vertical'}
    >
      <fieldset className={['choice-group', className ?? ''].join(' ').trim()} data-look={look}>
        <RadioGroup.Label asChild>
          <legend>{legend}</legend>
        </RadioGroup.Label>
        {hint && (
          <div id={hintId} className="field-hint">
            {hint}
          </div>
        )}
        <div className="choice-options">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>
                <span className="choice-label">{option.label}</span>
                {option.description && <span className="choice-description">{option.description}</span>}
              </RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput aria-describedby={describedBy} />
            </RadioGroup.Item>
          ))}
        </div>
        {error && (
          <p id={errorId} className="field-error" role={announceError ? 'alert' : undefined}>
            {error}
          </p>
        )}
      </fieldset>
    </RadioGroup.Root>
  );
}
