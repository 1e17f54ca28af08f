import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Something drawn inside the field on the right (e.g. a show/hide button). */
  trailing?: ReactNode;
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function TextField({
  label,
  onValueChange,
  error,
  hint,
  trailing,
  className,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <div className="field-control">
        <input
          id={ids.id}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={['input', trailing ? 'input-with-toggle' : '', className ?? ''].join(' ').trim()}
          {...rest}
        />
        {trailing}
      </div>
    </FieldFrame>
  );
}
