import * as v from 'valibot';
import { isLocalDate } from '../domain/zoned';
import { validationTexts as t } from '../texts/validation.texts';

/**
 * Text the databases can store (DESIGN.md §11). Every string of every schema in this folder is
 * piped through `storableText()` (or `storableMultilineText()`) and a `maxLength` action; the
 * test tests/shared/schema-strings.test.ts walks every exported schema and fails when one is not.
 *
 * Refused: the C0 controls (NUL included: PostgreSQL refuses it in text and would fail the whole
 * statement, so a whole batch), DEL, the C1 controls (U+0080–U+009F), and lone UTF-16 surrogates
 * (`!s.isWellFormed()`: both drivers would store U+FFFD instead). With the `u` flag `\p{Cs}`
 * matches a surrogate only when it is not half of a pair, so emoji pass; unlike
 * `String#isWellFormed` it also runs on the older Safari versions the PWA still supports.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it refuses.
const NOT_STORABLE = /[\u0000-\u001f\u007f-\u009f\p{Cs}]/u;
/** The same, but a line break or a tab is fine in a multi-line text (notes, bio, messages). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it refuses.
const NOT_STORABLE_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\p{Cs}]/u;

/**
 * The same characters, but any surrogate, paired or not: a plain regex, five times faster than the
 * `u` one (≈40 ns against ≈200 ns for a short note), so text without emoji never runs the other.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it looks for.
const SUSPECT = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it looks for.
const SUSPECT_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ud800-\udfff]/;

/** True when a one-line text holds no control character and no lone surrogate. */
export const isStorableText = (s: string): boolean => !SUSPECT.test(s) || !NOT_STORABLE.test(s);

/** True when a multi-line text holds no control character but `\n` and `\t`, and no lone surrogate. */
export const isStorableMultilineText = (s: string): boolean =>
  !SUSPECT_MULTILINE.test(s) || !NOT_STORABLE_MULTILINE.test(s);

/** The guard of every one-line string: right after `v.string()`, before any other rule. */
export const storableText = () => v.check(isStorableText, t.textHasControlCharacters);

/** The guard of a multi-line string (a textarea's text): `\n` and `\t` allowed. */
export const storableMultilineText = () => v.check(isStorableMultilineText, t.textHasControlCharacters);

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Refused anywhere in a
 * name: a name is shown to other people (a member's name to their psychologist, a psychologist's
 * display name and city in the public directory), and these characters reorder what is displayed
 * after them, so 'Ana\u202Eoãçnetua' reads as something else than what was typed (spoofing).
 * Nobody types them; a right-to-left name displays correctly without them. The bidi *marks*
 * (U+200E, U+200F, U+061C) reorder nothing on their own: they are allowed, but, like every
 * other invisible character, they do not count towards a name's length.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

export const hasNoBidiControls = (s: string): boolean => !BIDI_CONTROLS.test(s);

/**
 * Characters that show nothing: the format characters (`\p{Cf}`: zero-width space, non-joiner
 * and joiner, word joiner, BOM, soft hyphen, bidi marks and controls, tag characters…), the
 * Hangul fillers that render blank although they are letters, and the blank Braille pattern.
 */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/gu;
/** Something on screen: a character that is neither a combining mark nor white space. */
const VISIBLE = /[^\p{M}\p{Z}\s]/u;

/**
 * True when `s` still has at least `min` characters once invisible characters are removed and
 * its ends trimmed, and at least one of them is not a combining mark. A name made only of
 * zero-width, bidi or combining characters has nothing to show.
 */
export function hasVisibleText(s: string, min = 1): boolean {
  const shown = s.replace(INVISIBLE, '').trim();
  return shown.length >= min && VISIBLE.test(shown);
}

/**
 * A person's name (a member's name, a psychologist's display name): one line, storable, no bidi
 * controls, trimmed, `min`–`max` characters, and still `min` characters once invisible
 * characters are taken out (with the field's own "too short" text).
 */
export const nameText = (options: { min: number; max: number; tooShort: string; tooLong: string }) =>
  v.pipe(
    v.string(options.tooShort),
    storableText(),
    v.check(hasNoBidiControls, t.textHasControlCharacters),
    v.trim(),
    v.minLength(options.min, options.tooShort),
    v.maxLength(options.max, options.tooLong),
    v.check((s: string) => hasVisibleText(s, options.min), options.tooShort),
  );

/** An opaque one-line token (a user id, a device id, a record type): storable, at most `max`. */
export const tokenText = (message: string, max = 64) =>
  v.pipe(v.string(message), storableText(), v.maxLength(max, message));

/** A client-made UUID (record ids, access ids). */
export const uuidText = (message: string) =>
  v.pipe(v.string(message), storableText(), v.maxLength(36, message), v.uuid(message));

/** The longest ISO timestamp valibot's `isoTimestamp` accepts is 35 characters (nanoseconds, ±hh:mm). */
const ISO_TIMESTAMP_MAX_LENGTH = 40;

/**
 * Whether a timestamp that valibot's `isoTimestamp` accepted is a real instant: that action checks
 * the form only, so it takes '2021-02-31T10:00:00Z' (which `Date` quietly reads as 3 March) and
 * offsets `Date` cannot read at all ('+03', ' +03:00': an Invalid Date that fails later, on the
 * server, for the whole request). A UTC form (what `toISOString()` sends) needs no `Date.parse`,
 * which costs more than the rest of a check-in's schema.
 */
export const isRealInstant = (s: string): boolean =>
  isLocalDate(s.slice(0, 10)) && (s.endsWith('Z') || Number.isFinite(Date.parse(s)));

/** An ISO-8601 instant a device sends (`recordedAt`, `occurredAt`). */
export const isoInstantText = (message: string) =>
  v.pipe(
    v.string(message),
    storableText(),
    v.maxLength(ISO_TIMESTAMP_MAX_LENGTH, message),
    v.isoTimestamp(message),
    v.check(isRealInstant, message),
  );

/** A real calendar day 'yyyy-MM-dd' (valibot's `isoDate` takes 2021-02-31 and 2023-02-29). */
export const isRealLocalDate = (s: string): boolean => isLocalDate(s);

/** Length of 'yyyy-MM-dd'. */
export const LOCAL_DATE_LENGTH = 10;
