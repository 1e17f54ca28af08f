import { useId } from 'react';
import { CheckboxField } from '../../components/ui/checkbox-field';

interface CheckboxGroupProps<T extends string> {
  /** The name of every box, so that a field error focuses the first one. */
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onValueChange: (value: T[]) => void;
  error?: string;
  hint?: string;
}

/** Several answers to one question: a fieldset of checkboxes with one hint and one error. */
export function CheckboxGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onValueChange,
  error,
  hint,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const toggle = (option: T, checked: boolean) =>
    onValueChange(
      checked
        ? options.map((o) => o.value).filter((o) => o === option || value.includes(o))
        : value.filter((o) => o !== option),
    );
  return (
    <fieldset
      className="checkbox-group"
      data-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      <div className="checkbox-group-options">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            name={name}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked)}
          >
            {option.label}
          </CheckboxField>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
