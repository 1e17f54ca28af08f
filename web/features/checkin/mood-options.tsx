import { MOOD_FACES } from '../../components/mood-faces';
import type { Choice } from './choice-field';

/** Mood 1–5 with faces and the spec's labels (§2 "Daily check-in dialog"), as the diary shows them. */
export const moodOptions: readonly Choice[] = MOOD_FACES.map(({ value, label, icon }) => ({
  value: String(value),
  label,
  icon,
}));

export const relapseAnswerOptions: readonly Choice[] = [
  { value: 'no', label: 'Não' },
  { value: 'yes', label: 'Sim' },
];
