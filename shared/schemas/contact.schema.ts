import * as v from 'valibot';
import { NAME_MIN_LENGTH } from '../constants';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECTS,
} from '../contact-api-types';
import { contactValidationTexts as t } from '../texts/contact.texts';
import { validationTexts } from '../texts/validation.texts';
import { loginEmailSchema } from './auth.schema';
import { hasVisibleText, nameText, storableMultilineText } from './text';

/**
 * `POST /api/contact` and the /contato form (shared/contact-api-types.ts): a name (2–100
 * characters), an e-mail (trimmed, lower-cased), a subject from the list, and a message of
 * 10–5,000 characters once trimmed (line breaks kept).
 */
export const contactSchema = v.object(
  {
    name: nameText({
      min: NAME_MIN_LENGTH,
      max: CONTACT_NAME_MAX,
      tooShort: t.nameTooShort,
      tooLong: t.nameTooLong,
    }),
    email: loginEmailSchema,
    subject: v.picklist(CONTACT_SUBJECTS, t.subjectRequired),
    message: v.pipe(
      v.string(t.messageRequired),
      storableMultilineText(),
      v.trim(),
      v.nonEmpty(t.messageRequired),
      v.minLength(CONTACT_MESSAGE_MIN, t.messageTooShort),
      v.maxLength(CONTACT_MESSAGE_MAX, t.messageTooLong),
      v.check((s: string) => hasVisibleText(s, CONTACT_MESSAGE_MIN), t.messageTooShort),
    ),
  },
  validationTexts.invalidData,
);
export type ContactInput = v.InferOutput<typeof contactSchema>;
