import type * as v from 'valibot';
import { validate } from '../../shared/schemas/validate';
import { badRequest, validationFailed } from './errors';

/** Parses a request body with the shared schema; a failure is a 400 naming every field. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('validation-failed');
  }
  const result = validate(schema, body);
  if (!result.ok) throw validationFailed(result.issues);
  return result.value;
}
