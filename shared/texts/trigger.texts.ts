import { CUSTOM_TAG_MAX_LENGTH, MAX_CUSTOM_TAGS } from '../domain/triggers';

/** Trigger tags (issue 10: not in the spec, written in its voice). */
export const triggerTexts = {
  tagInvalid: 'Gatilho inválido',
  tagsInvalid: 'Gatilhos inválidos',
  tagTooLong: `Cada gatilho pode ter no máximo ${CUSTOM_TAG_MAX_LENGTH} caracteres`,
  tooManyTags: `Você pode criar até ${MAX_CUSTOM_TAGS} gatilhos seus por registro`,
} as const;

/** The tag picker (web/components/ui/tag-picker.tsx) of the check-in, relapse and diary forms. */
export const tagPickerTexts = {
  label: 'O que estava acontecendo?',
  hint: 'Opcional. Marque o que tiver a ver com o momento: com o tempo, isso ajuda a enxergar seus padrões.',
  addOwn: 'Outro',
  ownLabel: 'Com suas palavras',
  ownPlaceholder: 'Ex.: conversa com o chefe',
  add: 'Adicionar',
  remove: (tag: string) => `Remover “${tag}”`,
  listLabel: 'Gatilhos',
  chosen: (count: number) => (count === 1 ? '1 marcado' : `${count} marcados`),
} as const;
