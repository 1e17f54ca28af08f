import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * The password rules of spec §5, apart from the schema (shared/schemas/auth.schema.ts uses them):
 * the live checklist on the sign-up pages shows them without loading valibot (issue 11).
 */
export const HAS_DIGIT = /\p{N}/u;
/** A symbol is anything that is neither a letter, a digit nor white space. */
export const HAS_SYMBOL = /[^\p{L}\p{M}\p{N}\s]/u;

/** The three criteria of the live password checklist on /register. */
export const passwordCriteria = [
  { key: 'length', label: 'Pelo menos 8 caracteres', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'digit', label: 'Pelo menos um número', test: (p: string) => HAS_DIGIT.test(p) },
  { key: 'symbol', label: 'Pelo menos um símbolo (ex: ! @ # $)', test: (p: string) => HAS_SYMBOL.test(p) },
] as const;
