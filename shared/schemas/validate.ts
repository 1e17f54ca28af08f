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
  const result = v.safeParse(schema, withMissingKeys(schema, input), { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  const issues = Object.entries(fieldErrors).map(([field, message]) => ({ field, message }));
  return { ok: false, issues, fieldErrors };
}

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish']);

type SchemaShape = {
  type: string;
  entries?: Record<string, { type: string }>;
  pipe?: SchemaShape[];
  key?: string;
  options?: SchemaShape[];
};

/**
 * valibot reports a missing key with its own English "Invalid key" text instead of the field's
 * message; present as `undefined`, the key runs through its schema and gets the spec's text
 * (e.g. 'Email é obrigatório'). Looks through pipes and, for a variant, into the option the
 * input's discriminator selects (e.g. a reduction goal's targets).
 */
function withMissingKeys(schema: v.GenericSchema, input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const entries = objectEntries(schema as unknown as SchemaShape, input as Record<string, unknown>);
  if (!entries) return input;
  const missing = Object.keys(entries).filter(
    (key) => !(key in input) && !OPTIONAL_TYPES.has(entries[key]!.type),
  );
  if (!missing.length) return input;
  return { ...input, ...Object.fromEntries(missing.map((key) => [key, undefined])) };
}

function objectEntries(schema: SchemaShape, input: Record<string, unknown>): SchemaShape['entries'] {
  // A pipe's first item is the schema it refines.
  if (schema.type !== 'variant' && schema.pipe?.[0] && schema.pipe[0] !== schema) {
    return objectEntries(schema.pipe[0], input);
  }
  if (schema.type === 'variant' && schema.key && schema.options) {
    const discriminator = input[schema.key];
    const option = schema.options.find((o) => {
      const literal = objectEntries(o, input)?.[schema.key!] as { literal?: unknown } | undefined;
      return literal?.literal === discriminator;
    });
    return option ? objectEntries(option, input) : undefined;
  }
  return schema.entries;
}
