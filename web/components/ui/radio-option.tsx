import type { ReactNode } from 'react';

interface RadioOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  disabled?: boolean;
  /** Ids of the question's hint and error, announced with each option. */
  describedBy?: string;
  className: string;
  children: ReactNode;
}

/**
 * One answer of a radio question: the browser's own radio (arrow keys, forms, screen readers
 * and `[name=…]` focus for the first error all work as everywhere), visually hidden inside its
 * label, so a tap anywhere on the option chooses it. The option's look follows the input with
 * `:has(> .radio-input:checked)` and `:focus-visible`. No script beyond React's: the check-in's
 * taps no longer run Ark UI's radio machine (issue 11).
 */
export function RadioOption({
  name,
  value,
  checked,
  onChoose,
  disabled,
  describedBy,
  className,
  children,
}: RadioOptionProps) {
  return (
    <label className={className} data-disabled={disabled || undefined}>
      <input
        type="radio"
        className="radio-input"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={describedBy}
      />
      {children}
    </label>
  );
}
