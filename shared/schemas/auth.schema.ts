import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUICK_PASSWORD_MIN_LENGTH,
} from '../constants';
import { HAS_DIGIT, HAS_SYMBOL } from '../password-rules';
import { validationTexts as t } from '../texts/validation.texts';
import { nameText, storableText } from './text';

/** Letters of any script (accented ones included) and spaces, per spec §5. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

/** Emails are trimmed and lower-cased before any check, so 'Ana@X.com ' and 'ana@x.com' are one. */
const normalizedEmail = (required: string, invalid: string) =>
  v.pipe(
    v.string(required),
    storableText(),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(required),
    v.maxLength(EMAIL_MAX_LENGTH, invalid),
    v.email(invalid),
  );

/** A member's name: 2–50 characters, two of them visible (no zero-width-only names). */
export const memberName = (tooLong: string) =>
  nameText({ min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH, tooShort: t.nameTooShort, tooLong });

const timezone = v.optional(
  v.pipe(
    v.string(t.timezoneInvalid),
    storableText(),
    v.maxLength(64, t.timezoneInvalid),
    v.check(isKnownTimeZone, t.timezoneInvalid),
  ),
);

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The full form's password rules (spec §5): 8–128 characters with a digit and a symbol. Also the
 * rule for a new password chosen on /reset-password.
 */
export const fullPasswordSchema = v.pipe(
  v.string(t.passwordTooShort),
  storableText(),
  v.minLength(PASSWORD_MIN_LENGTH, t.passwordTooShort),
  v.maxLength(PASSWORD_MAX_LENGTH, t.passwordTooLong),
  v.regex(HAS_DIGIT, t.passwordNeedsDigitAndSymbol),
  v.regex(HAS_SYMBOL, t.passwordNeedsDigitAndSymbol),
);

/** The sign-in form's email rule (spec §5 "Login"), also asked on /forgot-password. */
export const loginEmailSchema = normalizedEmail(t.emailRequired, t.emailInvalid);

/** Full sign-up form (/register), spec §5 "Full registration". */
export const registerSchema = v.object(
  {
    email: normalizedEmail(t.emailRequired, t.emailInvalidWithExample),
    name: v.pipe(memberName(t.nameTooLong), v.regex(LETTERS_AND_SPACES, t.nameLettersOnly)),
    password: fullPasswordSchema,
    acceptedTerms: v.literal(true, t.termsRequired),
    timezone,
  },
  t.invalidData,
);

/**
 * Quick sign-up form (/simple-register), spec §5 "Quick registration". Every payload the full
 * form accepts, this one accepts too, so it is also the server's rule for POST /api/auth/register:
 * the server cannot know which form sent the request.
 */
export const quickRegisterSchema = v.object(
  {
    email: normalizedEmail(t.emailInvalidShort, t.emailInvalidShort),
    name: memberName(t.nameTooLongShort),
    password: v.pipe(
      v.string(t.passwordTooShortQuick),
      storableText(),
      v.minLength(QUICK_PASSWORD_MIN_LENGTH, t.passwordTooShortQuick),
      v.maxLength(PASSWORD_MAX_LENGTH, t.passwordTooLongShort),
    ),
    acceptedTerms: v.literal(true, t.termsRequiredShort),
    timezone,
  },
  t.invalidData,
);

export const registerPayloadSchema = quickRegisterSchema;

/** Sign-in form (/login), spec §5 "Login". */
export const loginSchema = v.object(
  {
    email: loginEmailSchema,
    password: v.pipe(
      v.string(t.passwordRequired),
      storableText(),
      v.nonEmpty(t.passwordRequired),
      v.maxLength(PASSWORD_MAX_LENGTH, t.passwordTooLongShort),
    ),
  },
  t.invalidData,
);

export type RegisterInput = v.InferInput<typeof registerSchema>;
export type RegisterPayload = v.InferOutput<typeof registerPayloadSchema>;
export type LoginPayload = v.InferOutput<typeof loginSchema>;
