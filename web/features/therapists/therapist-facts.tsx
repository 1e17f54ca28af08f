import { Languages, MapPin, MessageCircle, Wallet } from 'lucide-react';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { contactPreferenceTexts } from '../../../shared/texts/sharing.texts';
import { approachLabels, attendanceText, languagesText, priceRangeText } from './therapist-format';

/** The approaches as tags. */
export function TherapistApproaches({ therapist }: { therapist: TherapistPublicDto }) {
  return (
    <ul className="therapist-approaches" aria-label="Abordagens">
      {approachLabels(therapist.approaches).map((label) => (
        <li key={label} className="badge">
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Where and how they see people, languages, price and how they like to be contacted. */
export function TherapistFacts({ therapist }: { therapist: TherapistPublicDto }) {
  const facts = [
    { icon: MapPin, term: 'Atendimento', text: attendanceText(therapist) },
    { icon: Languages, term: 'Idiomas', text: languagesText(therapist.languages) },
    { icon: Wallet, term: 'Valor', text: priceRangeText(therapist.priceFrom, therapist.priceTo) },
    {
      icon: MessageCircle,
      term: 'Contato preferido',
      text: contactPreferenceTexts[therapist.contactPreference],
    },
  ];
  return (
    <dl className="therapist-facts">
      {facts.map(({ icon: Icon, term, text }) => (
        <div key={term}>
          <dt>
            <Icon size={16} aria-hidden="true" />
            {term}
          </dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
