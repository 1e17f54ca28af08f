import { useCallback, useState } from 'react';

/**
 * A form's values, per-field errors and busy flag. Editing a field clears its error (spec §5).
 * The checking is added by useValidatedForm (schema at hand) or useOnDemandForm (schema imported
 * when first needed).
 */
export function useFormFields<V extends Record<string, unknown>>(initial: V, onEdit?: () => void) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const setField = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      onEdit?.();
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
    [onEdit],
  );

  /** The props that bind one text field to this form (value, change handler, error). */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as string,
    onValueChange: (value: string) => setField(name, value as V[K]),
    error: errors[name],
  });

  /** Shows a check's errors and focuses the first field in error. */
  const showErrors = useCallback((fieldErrors: Record<string, string>, form: HTMLFormElement) => {
    setErrors(fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    (first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : null)?.focus();
  }, []);

  /** `setErrors` shows the server's verdict (e.g. its per-field details) the same way. */
  return { values, errors, setErrors, showErrors, busy, setBusy, setField, field };
}
