/**
 * The shape of a password-reset token (DESIGN.md: 32 random bytes, base64url): the schema
 * (shared/schemas/recovery.schema.ts) checks it, and /reset-password tells a broken link at once
 * with `isResetToken`, without loading valibot (issue 11).
 */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isResetToken = (value: unknown): value is string =>
  typeof value === 'string' && RESET_TOKEN.test(value);
