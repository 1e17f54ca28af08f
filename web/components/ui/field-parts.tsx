import { type ReactNode, useId } from 'react';

/**
 * The ids a labelled field needs, and its `aria-describedby`: the hint and the error when shown,
 * so a screen reader reads them with the field.
 */
export function useFieldIds(shown: { hint?: ReactNode; error?: string }) {
  const id = useId();
  const ids = { id, hintId: `${id}-hint`, errorId: `${id}-error` };
  const describedBy =
    [shown.error ? ids.errorId : null, shown.hint ? ids.hintId : null].filter(Boolean).join(' ') || undefined;
  return { ...ids, describedBy };
}

/** A field's error, announced when it appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  );
}

interface FieldFrameProps {
  ids: { id: string; hintId: string; errorId: string };
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A field's label above its control, then its hint and error (the `.field` layout). */
export function FieldFrame({ ids, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={ids.id}>
        {label}
      </label>
      {children}
      {hint && (
        <div id={ids.hintId} className="field-hint">
          {hint}
        </div>
      )}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
