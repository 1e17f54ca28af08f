import { type FormEvent, useCallback, useState } from 'react';
import type * as v from 'valibot';
import { validate } from '../../shared/schemas/validate';

/**
 * Form state checked with a shared valibot schema: the same schema object the server uses.
 * Editing a field clears its error (spec §5); submitting checks everything and focuses the
 * first field in error.
 */
export function useValidatedForm<S extends v.GenericSchema, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const setField = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** Returns the parsed values, or null after showing the errors. */
  const check = useCallback(
    (event: FormEvent<HTMLFormElement>): v.InferOutput<S> | null => {
      const result = validate(schema, values);
      if (result.ok) return result.value;
      setErrors(result.fieldErrors);
      const first = Object.keys(result.fieldErrors)[0];
      const field = first ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`) : null;
      field?.focus();
      return null;
    },
    [schema, values],
  );

  /** The props that bind one text field to this form (value, change handler, error). */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as string,
    onValueChange: (value: string) => setField(name, value as V[K]),
    error: errors[name],
  });

  /** `setErrors` shows the server's verdict (e.g. its per-field details) the same way. */
  return { values, errors, setErrors, busy, setBusy, setField, check, field };
}
