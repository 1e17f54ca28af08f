import * as v from 'valibot';
import {
  BIO_MAX_LENGTH,
  BRAZIL_STATES,
  CITY_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_PREFERENCES,
  PRICE_MAX_REAIS,
  THERAPY_APPROACHES,
  THERAPY_LANGUAGES,
} from '../constants';
import { normalizeCrp } from '../domain/crp';
import { validationTexts as t } from '../texts/validation.texts';
import { registerSchema } from './auth.schema';
import { hasNoBidiControls, hasVisibleText, nameText, storableMultilineText, storableText } from './text';

/** The longest CRP as anyone types it ('CRP 06/123456' with some spaces to spare). */
const CRP_TEXT_MAX_LENGTH = 32;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** A CRP as typed (`CRP 6/12345`, `06-123456`…) → stored form `06/12345`. */
export const crpSchema = v.pipe(
  v.string(t.crpRequired),
  storableText(),
  v.trim(),
  v.nonEmpty(t.crpRequired),
  v.maxLength(CRP_TEXT_MAX_LENGTH, t.crpInvalid),
  v.check((s) => normalizeCrp(s) !== null, t.crpInvalid),
  v.transform((s) => normalizeCrp(s) as string),
);

/**
 * `/psychologist-register` and `POST /api/auth/register` with `userType: 'psychologist'`: the
 * full sign-up form's rules (spec §5) plus the CRP. The account starts `pending`.
 */
export const psychologistRegisterSchema = v.object(
  {
    ...registerSchema.entries,
    userType: v.literal('psychologist', t.invalidData),
    crp: crpSchema,
  },
  t.invalidData,
);
export type PsychologistRegisterPayload = v.InferOutput<typeof psychologistRegisterSchema>;
export type PsychologistRegisterInput = v.InferInput<typeof psychologistRegisterSchema>;

const price = v.nullable(
  v.pipe(
    v.number(t.priceInvalid),
    v.finite(t.priceInvalid),
    v.minValue(0, t.priceInvalid),
    v.maxValue(PRICE_MAX_REAIS, t.priceInvalid),
    v.transform((n) => Math.round(n * 100) / 100),
  ),
);

/**
 * The city of in-person sessions, shown in the public directory: one line, no bidi controls (like
 * a name). A city made only of invisible characters counts as none ('').
 */
const city = v.pipe(
  v.string(t.cityTooLong),
  storableText(),
  v.check(hasNoBidiControls, t.textHasControlCharacters),
  v.trim(),
  v.maxLength(CITY_MAX_LENGTH, t.cityTooLong),
  v.transform((s: string) => (hasVisibleText(s) ? s : '')),
);

const profileFields = v.object(
  {
    displayName: nameText({
      min: DISPLAY_NAME_MIN_LENGTH,
      max: DISPLAY_NAME_MAX_LENGTH,
      tooShort: t.displayNameTooShort,
      tooLong: t.displayNameTooLong,
    }),
    bio: v.pipe(
      v.string(t.bioTooLong),
      storableMultilineText(),
      v.trim(),
      v.maxLength(BIO_MAX_LENGTH, t.bioTooLong),
    ),
    approaches: v.pipe(
      v.array(v.picklist(THERAPY_APPROACHES, t.approachInvalid), t.approachesRequired),
      v.minLength(1, t.approachesRequired),
      v.transform((list) => [...new Set(list)]),
    ),
    online: v.boolean(t.attendanceRequired),
    inPerson: v.boolean(t.attendanceRequired),
    city,
    uf: v.union([v.literal('', t.ufInvalid), v.picklist(BRAZIL_STATES, t.ufInvalid)], t.ufInvalid),
    languages: v.pipe(
      v.array(v.picklist(THERAPY_LANGUAGES, t.languageInvalid), t.languagesRequired),
      v.minLength(1, t.languagesRequired),
      v.transform((list) => [...new Set(list)]),
    ),
    priceFrom: price,
    priceTo: price,
    contactPreference: v.picklist(CONTACT_PREFERENCES, t.contactPreferenceInvalid),
  },
  t.invalidData,
);

/**
 * `PUT /api/therapist-profile` and the `/therapist-profile` form. Photo-free on purpose. Rules
 * across fields, all reported at once: online and/or in person; in person needs city and UF;
 * the price range is ordered.
 */
export const therapistProfileSchema = v.pipe(
  profileFields,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const p = dataset.value;
    const flag = (key: keyof typeof p, message: string) =>
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: p, key, value: p[key] }],
      });
    if (!p.online && !p.inPerson) flag('online', t.attendanceRequired);
    if (p.inPerson && !p.city) flag('city', t.cityRequiredInPerson);
    if (p.inPerson && !p.uf) flag('uf', t.ufRequiredInPerson);
    if (p.priceFrom !== null && p.priceTo !== null && p.priceFrom > p.priceTo) {
      flag('priceTo', t.priceRangeInverted);
    }
  }),
);
export type TherapistProfilePayload = v.InferOutput<typeof therapistProfileSchema>;
export type TherapistProfileInput = v.InferInput<typeof therapistProfileSchema>;

/** `POST /api/therapists/{id}/contact`: an optional message to the psychologist. */
export const contactRequestSchema = v.object(
  {
    message: v.optional(
      v.pipe(
        v.string(t.contactMessageTooLong),
        storableMultilineText(),
        v.trim(),
        v.maxLength(CONTACT_MESSAGE_MAX_LENGTH, t.contactMessageTooLong),
      ),
      '',
    ),
  },
  t.invalidData,
);
export type ContactRequestPayload = v.InferOutput<typeof contactRequestSchema>;

/** Filters of `GET /api/therapists` (query string). */
export interface TherapistSearch {
  q?: string;
  uf?: string;
  online?: boolean;
  approach?: string;
}
