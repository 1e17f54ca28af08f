import * as v from 'valibot';
import {
  CUSTOM_TAG_MAX_LENGTH,
  countCustomTags,
  MAX_CUSTOM_TAGS,
  MAX_TAGS,
  normalizeTags,
} from '../domain/triggers';
import { triggerTexts as t } from '../texts/trigger.texts';
import { storableText } from './text';

/** One tag as the member typed it: 1–30 characters once trimmed, nothing the databases refuse. */
export const tagText = v.pipe(
  v.string(t.tagInvalid),
  storableText(),
  v.trim(),
  v.nonEmpty(t.tagInvalid),
  v.maxLength(CUSTOM_TAG_MAX_LENGTH, t.tagTooLong),
);

/**
 * Trigger tags on the wire (check-ins, relapses, diary entries): catalogue keys and at most
 * MAX_CUSTOM_TAGS of the member's own, each 1–30 characters. Optional: older clients send none.
 * The output is normalised (`normalizeTags`: a catalogue label typed by hand becomes its key,
 * spaces collapse, repeats go, catalogue order first), so every kind stores and compares one
 * spelling of the same tags, and the limit counts distinct tags.
 */
export const tagsSchema = v.pipe(
  v.array(tagText, t.tagsInvalid),
  v.maxLength(MAX_TAGS, t.tooManyTags),
  v.transform((tags: string[]) => normalizeTags(tags)),
  v.check((tags) => countCustomTags(tags) <= MAX_CUSTOM_TAGS, t.tooManyTags),
);
