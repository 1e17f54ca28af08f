import * as v from 'valibot';
import { isClockTime, WEBINAR_DURATION_MAX, WEBINAR_DURATION_MIN } from '../domain/webinars';
import { validationTexts } from '../texts/validation.texts';
import { webinarValidationTexts as t } from '../texts/webinars.texts';
import { isRealLocalDate, LOCAL_DATE_LENGTH, storableMultilineText, storableText } from './text';

export const WEBINAR_TITLE_MAX = 120;
export const WEBINAR_SPEAKER_NAME_MAX = 80;
export const WEBINAR_CREDENTIAL_MAX = 120;
export const WEBINAR_DESCRIPTION_MAX = 2000;
export const WEBINAR_URL_MAX = 500;

/** A complete `https:` address on a named host, without user or password. */
const isHttpsUrl = (value: string): boolean => {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
};

const line = (min: number, max: number, tooShort: string, tooLong: string) =>
  v.pipe(v.string(tooShort), storableText(), v.trim(), v.minLength(min, tooShort), v.maxLength(max, tooLong));

const httpsUrl = (message: string, options: { optional: boolean }) =>
  v.pipe(
    v.string(message),
    storableText(),
    v.trim(),
    v.maxLength(WEBINAR_URL_MAX, message),
    v.check((s: string) => (options.optional && s === '') || isHttpsUrl(s), message),
  );

/**
 * A webinar as admins write it, for creating and for editing (`POST /api/admin/webinars`,
 * `PUT /api/admin/webinars/:id`, the CLI's `webinars:create`). The start is a Brasília wall time
 * (`startDate` 'yyyy-MM-dd', `startTime` 'HH:mm'); the server turns it into the instant. An empty
 * or null `recordingUrl` means no recording yet.
 */
export const webinarInputSchema = v.object(
  {
    title: line(3, WEBINAR_TITLE_MAX, t.titleTooShort, t.titleTooLong),
    speakerName: line(2, WEBINAR_SPEAKER_NAME_MAX, t.speakerNameRequired, t.speakerNameTooLong),
    speakerCredential: line(
      2,
      WEBINAR_CREDENTIAL_MAX,
      t.speakerCredentialRequired,
      t.speakerCredentialTooLong,
    ),
    startDate: v.pipe(
      v.string(t.startDateInvalid),
      storableText(),
      v.trim(),
      v.maxLength(LOCAL_DATE_LENGTH, t.startDateInvalid),
      v.check(isRealLocalDate, t.startDateInvalid),
    ),
    startTime: v.pipe(
      v.string(t.startTimeInvalid),
      storableText(),
      v.trim(),
      v.maxLength(5, t.startTimeInvalid),
      v.check(isClockTime, t.startTimeInvalid),
    ),
    durationMinutes: v.pipe(
      v.number(t.durationInvalid),
      v.integer(t.durationInvalid),
      v.minValue(WEBINAR_DURATION_MIN, t.durationInvalid),
      v.maxValue(WEBINAR_DURATION_MAX, t.durationInvalid),
    ),
    description: v.pipe(
      v.string(t.descriptionRequired),
      storableMultilineText(),
      v.trim(),
      v.minLength(10, t.descriptionRequired),
      v.maxLength(WEBINAR_DESCRIPTION_MAX, t.descriptionTooLong),
    ),
    liveUrl: httpsUrl(t.liveUrlInvalid, { optional: false }),
    recordingUrl: v.nullish(httpsUrl(t.recordingUrlInvalid, { optional: true })),
  },
  validationTexts.invalidData,
);

export type WebinarInput = v.InferOutput<typeof webinarInputSchema>;
