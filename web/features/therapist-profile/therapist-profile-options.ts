import {
  BRAZIL_STATES,
  CONTACT_PREFERENCES,
  THERAPY_APPROACHES,
  THERAPY_LANGUAGES,
} from '../../../shared/constants';
import { approachTexts, contactPreferenceTexts, languageTexts } from '../../../shared/texts/sharing.texts';

/** The choices of the profile form, labelled in pt-BR from the shared texts. */
export const approachOptions = THERAPY_APPROACHES.map((value) => ({ value, label: approachTexts[value] }));
export const languageOptions = THERAPY_LANGUAGES.map((value) => ({ value, label: languageTexts[value] }));
export const contactOptions = CONTACT_PREFERENCES.map((value) => ({
  value,
  label: contactPreferenceTexts[value],
}));
export const attendanceOptions = [
  { value: 'online', label: 'Online' },
  { value: 'inPerson', label: 'Presencial' },
] as const;

/** The 27 federative units; none is allowed for online-only practice. */
export const ufOptions = [
  { value: '', label: 'Selecione' },
  ...BRAZIL_STATES.map((uf) => ({ value: uf, label: uf })),
];
