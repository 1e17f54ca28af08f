/**
 * Walks every schema exported by shared/schemas/*.ts (issue 17, "Text that the databases can
 * store") and checks two rules, so the next issue's schemas cannot regress:
 *
 * (a) every schema and every validation action carries its own message, one of the pt-BR texts
 *     of shared/ (never valibot's English default);
 * (b) every `string` schema is piped through the control-character guard (`storableText()` or
 *     `storableMultilineText()`, before any transformation) and a maximum length.
 *
 * valibot schemas are plain objects: `pipe` (the first item is the schema it refines),
 * `entries`/`rest` (objects), `item`/`items` (arrays, tuples), `options` (unions, variants),
 * `wrapped` (optional, nullable…), `key`/`value` (records), `message` on schemas and actions.
 * A pipe copies its first schema's fields, so a node with a `pipe` is read through its pipe only.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assessmentTexts } from '../../shared/schemas/assessment.schema';
import { goalTexts } from '../../shared/schemas/goal.schema';
import { isStorableMultilineText, isStorableText } from '../../shared/schemas/text';
import { checkinTexts } from '../../shared/texts/checkin.texts';
import { errorTexts } from '../../shared/texts/error.texts';
import { notificationTexts } from '../../shared/texts/notification.texts';
import { validationTexts } from '../../shared/texts/validation.texts';

interface Node {
  kind: 'schema' | 'validation' | 'transformation' | 'metadata';
  type: string;
  message?: unknown;
  requirement?: unknown;
  pipe?: Node[];
  entries?: Record<string, Node>;
  rest?: Node;
  item?: Node;
  items?: Node[];
  options?: Node[];
  wrapped?: Node;
  key?: Node | string;
  value?: Node;
}

const SCHEMAS_DIR = new URL('../../shared/schemas/', import.meta.url);

/** Exported functions that build schemas, with arguments to build one (the test fails on others). */
const FACTORIES: Record<string, unknown[][]> = {
  periodSchema: [[], [{ required: true }]],
  makeCheckinFormSchema: [['2026-01-15']],
  makeRelapseFormSchema: [['2026-01-15']],
  reaisText: [[checkinTexts.amountRequired]],
  choiceText: [[goalTexts.targetDaysInvalid]],
  memberName: [[validationTexts.nameTooLong]],
  nameText: [
    [{ min: 2, max: 50, tooShort: validationTexts.nameTooShort, tooLong: validationTexts.nameTooLong }],
  ],
  tokenText: [[validationTexts.invalidData]],
  uuidText: [[validationTexts.invalidData]],
  isoInstantText: [[validationTexts.invalidData]],
};
/** Exported functions that are not schemas (predicates, helpers, and the guards themselves). */
const NOT_SCHEMAS = new Set([
  'validate',
  'isKnownTimeZone',
  'hasAtMostTwoDecimals',
  'normalizeInviteCode',
  'formatInviteCode',
  'isStorableText',
  'isStorableMultilineText',
  'storableText',
  'storableMultilineText',
  'hasNoBidiControls',
  'hasVisibleText',
  'isRealInstant',
  'isRealLocalDate',
]);

/** Every text module of shared/texts, so a new feature's texts count without being listed. */
const TEXT_MODULES = Object.values(
  import.meta.glob<Record<string, unknown>>('../../shared/texts/*.ts', { eager: true }),
).flatMap((module) => Object.values(module).filter((v) => typeof v === 'object' && v !== null));

/** Every pt-BR text a schema may answer with. */
const TEXTS = new Set<unknown>(
  [
    validationTexts,
    checkinTexts,
    errorTexts,
    notificationTexts,
    assessmentTexts,
    goalTexts,
    ...TEXT_MODULES,
  ].flatMap((texts) => Object.values(texts as object).filter((text) => typeof text === 'string')),
);

/** Schemas that cannot fail on their own, so take no message. */
const SILENT_SCHEMAS = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'unknown',
  'any',
]);
const WRAPPERS = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);
const GUARDS = new Set<unknown>([isStorableText, isStorableMultilineText]);

const isGuard = (a: Node) => a.kind === 'validation' && a.type === 'check' && GUARDS.has(a.requirement);
const isMaxLength = (a: Node) => a.kind === 'validation' && (a.type === 'max_length' || a.type === 'length');

function problemsOf(root: Node): string[] {
  const problems: string[] = [];
  const message = (node: Node, where: string, what: string) => {
    if (!TEXTS.has(node.message)) {
      problems.push(
        `${where}: ${what} '${node.type}' has no pt-BR message of shared/texts (${String(node.message)})`,
      );
    }
  };

  /** `after`: the actions that run on this node's output (the rest of the pipes it starts). */
  const walk = (node: Node, path: string, after: Node[]): void => {
    const where = path || '(root)';
    if (node.pipe) {
      node.pipe.forEach((item, i) => {
        if (item.kind === 'schema') walk(item, path, [...node.pipe!.slice(i + 1), ...after]);
        else if (item.kind === 'validation' && item.type !== 'raw_check') message(item, where, 'action');
      });
      return;
    }
    if (!SILENT_SCHEMAS.has(node.type)) message(node, where, 'schema');
    if (node.type === 'string') {
      const guard = after.findIndex(isGuard);
      const transform = after.findIndex((a) => a.kind === 'transformation');
      if (guard === -1) problems.push(`${where}: string without storableText()/storableMultilineText()`);
      else if (transform !== -1 && transform < guard) {
        problems.push(`${where}: storableText() must run before '${after[transform]!.type}'`);
      }
      if (!after.some(isMaxLength)) problems.push(`${where}: string without a maxLength`);
    }
    if (WRAPPERS.has(node.type) && node.wrapped) walk(node.wrapped, path, after);
    for (const [key, entry] of Object.entries(node.entries ?? {})) walk(entry, `${path}.${key}`, []);
    if (node.rest) walk(node.rest, `${path}.*`, []);
    if (node.item) walk(node.item, `${path}[]`, []);
    for (const [i, item] of (node.items ?? []).entries()) walk(item, `${path}[${i}]`, []);
    // A picklist's options are values; a union's or variant's are schemas.
    node.options?.forEach((option, i) => {
      if (isSchema(option)) walk(option, `${path}<option ${i}>`, []);
    });
    if (node.type === 'record' && typeof node.key === 'object') walk(node.key, `${path}{key}`, []);
    if (node.type === 'record' && node.value) walk(node.value, `${path}{value}`, []);
  };
  walk(root, '', []);
  return problems;
}

const isSchema = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && (value as Node).kind === 'schema';

async function exportedSchemas(): Promise<{ name: string; schema: Node }[]> {
  const found: { name: string; schema: Node }[] = [];
  const files = readdirSync(SCHEMAS_DIR).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const module = (await import(new URL(file, SCHEMAS_DIR).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value)) found.push({ name: `${file} ${name}`, schema: value });
      else if (typeof value === 'function') {
        if (NOT_SCHEMAS.has(name)) continue;
        const calls = FACTORIES[name];
        if (!calls) throw new Error(`${file} exports function ${name}: add it to FACTORIES or NOT_SCHEMAS`);
        calls.forEach((args, i) => {
          const schema = (value as (...a: unknown[]) => unknown)(...args);
          if (!isSchema(schema)) throw new Error(`${file} ${name}(...) did not build a schema`);
          found.push({ name: `${file} ${name}#${i}`, schema });
        });
      }
    }
  }
  return found;
}

const schemas = await exportedSchemas();

describe('every schema of shared/schemas', () => {
  it('finds the schemas (the walk itself works)', () => {
    expect(schemas.length).toBeGreaterThan(40);
    expect(schemas.map((s) => s.name)).toContain('checkin.schema.ts checkinSchema');
  });

  it.each(schemas.map((s) => [s.name, s.schema] as const))(
    '%s: pt-BR messages only; every string storable and bounded',
    (_name, schema) => {
      expect(problemsOf(schema)).toEqual([]);
    },
  );

  it('the walk catches what it is meant to catch', async () => {
    const v = await import('valibot');
    const bad = v.object({
      a: v.string(),
      b: v.pipe(v.string(validationTexts.invalidData), v.maxLength(3, validationTexts.invalidData)),
      c: v.optional(v.pipe(v.string(validationTexts.invalidData), v.trim(), v.check(isStorableText, 'x'))),
      d: v.record(v.string(validationTexts.invalidData), v.number()),
    }) as unknown as Node;
    const problems = problemsOf(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        "(root): schema 'object' has no pt-BR message of shared/texts (undefined)",
        ".a: schema 'string' has no pt-BR message of shared/texts (undefined)",
        '.a: string without storableText()/storableMultilineText()',
        '.b: string without storableText()/storableMultilineText()',
        ".c: action 'check' has no pt-BR message of shared/texts (x)",
        ".c: storableText() must run before 'trim'",
        '.c: string without a maxLength',
        '.d{key}: string without a maxLength',
        ".d{value}: schema 'number' has no pt-BR message of shared/texts (undefined)",
      ]),
    );
  });
});
