import * as v from 'valibot';
import { RESET_TOKEN } from '../reset-token';
import { errorTexts } from '../texts/error.texts';
import { validationTexts } from '../texts/validation.texts';
import { fullPasswordSchema, loginEmailSchema } from './auth.schema';
import { storableText } from './text';

/**
 * Reset tokens are 32 random bytes in base64url (43 characters). The schema only checks the
 * shape; anything else is answered like an unknown token.
 */

export const resetTokenSchema = v.pipe(
  v.string(errorTexts['reset-token-invalid']),
  storableText(),
  v.maxLength(64, errorTexts['reset-token-invalid']),
  v.regex(RESET_TOKEN, errorTexts['reset-token-invalid']),
);

/** `POST /api/auth/forgot-password` and the /forgot-password form. */
export const forgotPasswordSchema = v.object({ email: loginEmailSchema }, validationTexts.invalidData);

/** `POST /api/auth/reset-password`: the new password follows the full sign-up form's rules. */
export const resetPasswordSchema = v.object(
  {
    token: resetTokenSchema,
    password: fullPasswordSchema,
  },
  validationTexts.invalidData,
);

/** The /reset-password form: the token comes from the link, not from a field. */
export const newPasswordFormSchema = v.object({ password: fullPasswordSchema }, validationTexts.invalidData);

export type ForgotPasswordPayload = v.InferOutput<typeof forgotPasswordSchema>;
export type ResetPasswordPayload = v.InferOutput<typeof resetPasswordSchema>;
