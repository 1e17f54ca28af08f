import * as v from 'valibot';
import { CUSTOM_TAG_MAX_LENGTH, isCatalogueTag, MAX_CUSTOM_TAGS, MAX_TAGS } from '../domain/triggers';
import { triggerTexts as t } from '../texts/trigger.texts';
import { storableText } from './text';

/**
 * Trigger tags on the wire (check-ins, relapses, diary entries): catalogue keys and at most
 * MAX_CUSTOM_TAGS of the member's own, each 1–30 characters. Optional: older clients send none.
 */
export const tagsSchema = v.pipe(
  v.array(
    v.pipe(
      v.string(t.tagInvalid),
      storableText(),
      v.trim(),
      v.nonEmpty(t.tagInvalid),
      v.maxLength(CUSTOM_TAG_MAX_LENGTH, t.tagTooLong),
    ),
    t.tagsInvalid,
  ),
  v.maxLength(MAX_TAGS, t.tooManyTags),
  v.check((tags) => tags.filter((tag) => !isCatalogueTag(tag)).length <= MAX_CUSTOM_TAGS, t.tooManyTags),
);
