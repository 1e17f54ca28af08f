import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { validationTexts as t } from '../texts/validation.texts';
import { isKnownTimeZone, memberName } from './auth.schema';
import { storableText } from './text';

/** `PATCH /api/profile` and the `/profile` form: the member's name and time zone. */
export const profileUpdateSchema = v.object(
  {
    name: memberName(t.nameTooLong),
    timezone: v.pipe(
      v.string(t.timezoneInvalid),
      storableText(),
      v.maxLength(64, t.timezoneInvalid),
      v.check(isKnownTimeZone, t.timezoneInvalid),
    ),
  },
  t.invalidData,
);
export type ProfileUpdatePayload = v.InferOutput<typeof profileUpdateSchema>;

/** `POST /api/profile/delete`: deleting an account asks for the password again. */
export const deleteAccountSchema = v.object(
  {
    password: v.pipe(
      v.string(t.passwordConfirmRequired),
      storableText(),
      v.nonEmpty(t.passwordConfirmRequired),
      v.maxLength(PASSWORD_MAX_LENGTH, t.passwordTooLongShort),
    ),
  },
  t.invalidData,
);
export type DeleteAccountPayload = v.InferOutput<typeof deleteAccountSchema>;
