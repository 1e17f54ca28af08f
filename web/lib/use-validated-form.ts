import { type FormEvent, useCallback } from 'react';
import type * as v from 'valibot';
import { validate } from '../../shared/schemas/validate';
import { useFormFields } from './use-form-fields';

/**
 * Form state checked with a shared valibot schema: the same schema object the server uses.
 * Editing a field clears its error (spec §5); submitting checks everything and focuses the
 * first field in error. The check is synchronous (the check-in shows its record in the tap's own
 * frame); a public page whose first paint should not carry valibot uses useOnDemandForm.
 */
export function useValidatedForm<S extends v.GenericSchema, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
) {
  const { showErrors, ...fields } = useFormFields(initial);
  const { values } = fields;

  /** Returns the parsed values, or null after showing the errors. */
  const check = useCallback(
    (event: FormEvent<HTMLFormElement>): v.InferOutput<S> | null => {
      const result = validate(schema, values);
      if (result.ok) return result.value;
      showErrors(result.fieldErrors, event.currentTarget);
      return null;
    },
    [schema, values, showErrors],
  );

  return { ...fields, check };
}
