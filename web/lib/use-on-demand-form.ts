import { type FormEvent, useCallback, useRef } from 'react';
import type * as v from 'valibot';
import { NetworkError } from './api-client';
import { useFormFields } from './use-form-fields';

/**
 * useValidatedForm for the public pages (sign-in, sign-up, password recovery): valibot, the
 * shared schema and its texts are imported when the person first edits a field, not with the
 * page, so the page's first screen loads about 6 kB gzip less (issue 11). `check` waits for
 * them if a submit comes first (a password manager's autofill and Enter). If they cannot be
 * fetched (offline before the app was installed), `check` throws a NetworkError: the forms'
 * failure toast then says the connection failed, and the next submit tries again.
 */
export function useOnDemandForm<S extends v.GenericSchema, V extends Record<string, unknown>>(
  loadSchema: () => Promise<S>,
  initial: V,
) {
  const loading = useRef<ReturnType<typeof loadChecker<S>> | null>(null);
  const load = useCallback(() => {
    // A failed import (offline before the app was installed) is tried again on the next submit.
    loading.current ??= loadChecker(loadSchema).catch((error: unknown) => {
      loading.current = null;
      throw new NetworkError(error);
    });
    return loading.current;
  }, [loadSchema]);
  const preload = useCallback(() => void load().catch(() => {}), [load]);
  const { showErrors, ...fields } = useFormFields(initial, preload);
  const { values } = fields;

  /** Resolves to the parsed values, or null after showing the errors. */
  const check = useCallback(
    async (event: FormEvent<HTMLFormElement>): Promise<v.InferOutput<S> | null> => {
      // Read now: React empties the event's currentTarget once the handler has returned.
      const form = event.currentTarget;
      const result = (await load())(values);
      if (result.ok) return result.value;
      showErrors(result.fieldErrors, form);
      return null;
    },
    [load, values, showErrors],
  );

  return { ...fields, check };
}

async function loadChecker<S extends v.GenericSchema>(loadSchema: () => Promise<S>) {
  const [schema, { validate }] = await Promise.all([loadSchema(), import('../../shared/schemas/validate')]);
  return (values: unknown) => validate(schema, values);
}
