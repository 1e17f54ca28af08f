import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/**
 * A labelled native select: on phones it opens the system picker, which is the easiest list to
 * scroll with a thumb and works with every screen reader.
 */
export function SelectField({ label, options, onValueChange, error, hint, ...rest }: SelectFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.id}
        className="input"
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
