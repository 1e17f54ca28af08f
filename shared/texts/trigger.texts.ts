import { CUSTOM_TAG_MAX_LENGTH, MAX_CUSTOM_TAGS } from '../domain/triggers';

/** Trigger tags (issue 10: not in the spec, written in its voice). */
export const triggerTexts = {
  tagInvalid: 'Gatilho inválido',
  tagsInvalid: 'Gatilhos inválidos',
  tagTooLong: `Cada gatilho pode ter no máximo ${CUSTOM_TAG_MAX_LENGTH} caracteres`,
  tooManyTags: `Você pode criar até ${MAX_CUSTOM_TAGS} gatilhos seus por registro`,
} as const;
