import * as v from 'valibot';
import type { FieldIssue } from '../texts/error.texts';

export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; issues: FieldIssue[]; fieldErrors: Record<string, string> };

/**
 * Runs a schema and flattens its issues into one message per field, the first failing rule
 * winning, in the order the fields were declared. Forms show `fieldErrors`; the server answers
 * with `issues`.
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  const issues = Object.entries(fieldErrors).map(([field, message]) => ({ field, message }));
  return { ok: false, issues, fieldErrors };
}
