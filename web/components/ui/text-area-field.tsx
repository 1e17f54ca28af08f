import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-parts';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  maxLength: number;
  onValueChange: (value: string) => void;
  error?: string;
}

/** A labelled multi-line field with a 'used/limit caracteres' counter announced with it. */
export function TextAreaField({ label, maxLength, onValueChange, error, ...rest }: TextAreaFieldProps) {
  // The counter takes the hint's place (and id).
  const counter = `${rest.value.length}/${maxLength} caracteres`;
  const ids = useFieldIds({ hint: counter, error });
  return (
    <FieldFrame ids={ids} label={label} hint={<span className="field-counter">{counter}</span>} error={error}>
      <textarea
        id={ids.id}
        className="input"
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}
