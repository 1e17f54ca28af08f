import * as v from 'valibot';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';
import { validationTexts as t } from '../texts/validation.texts';
import { isKnownTimeZone } from './auth.schema';

/** `PATCH /api/profile` and the `/profile` form: the member's name and time zone. */
export const profileUpdateSchema = v.object({
  name: v.pipe(
    v.string(t.nameTooShort),
    v.trim(),
    v.minLength(NAME_MIN_LENGTH, t.nameTooShort),
    v.maxLength(NAME_MAX_LENGTH, t.nameTooLong),
  ),
  timezone: v.pipe(
    v.string(t.timezoneInvalid),
    v.maxLength(64, t.timezoneInvalid),
    v.check(isKnownTimeZone, t.timezoneInvalid),
  ),
});
export type ProfileUpdatePayload = v.InferOutput<typeof profileUpdateSchema>;

/** `POST /api/profile/delete`: deleting an account asks for the password again. */
export const deleteAccountSchema = v.object({
  password: v.pipe(
    v.string(t.passwordConfirmRequired),
    v.nonEmpty(t.passwordConfirmRequired),
    v.maxLength(PASSWORD_MAX_LENGTH, t.passwordTooLongShort),
  ),
});
export type DeleteAccountPayload = v.InferOutput<typeof deleteAccountSchema>;
