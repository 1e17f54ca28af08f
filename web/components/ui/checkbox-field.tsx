import { Checkbox } from '@ark-ui/react/checkbox';
import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
}

/** An Ark UI checkbox with its label and error message. */
export function CheckboxField({ name, checked, onCheckedChange, children, error }: CheckboxFieldProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className="field">
      <Checkbox.Root
        name={name}
        checked={checked}
        invalid={Boolean(error)}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      >
        <Checkbox.Control>
          <Checkbox.Indicator>
            <Check size={16} strokeWidth={3} aria-hidden="true" />
          </Checkbox.Indicator>
        </Checkbox.Control>
        <Checkbox.Label>{children}</Checkbox.Label>
        <Checkbox.HiddenInput aria-describedby={error ? errorId : undefined} />
      </Checkbox.Root>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
