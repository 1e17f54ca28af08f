import { Phone } from 'lucide-react';
import { memo } from 'react';
import { CRISIS_LINE, EMERGENCY_LINE } from '../../../shared/constants';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';

/** Writing can stir up a lot: the help lines stay at hand (CVV 188, SAMU 192). */
export const JournalHelp = memo(function JournalHelp() {
  return (
    <aside className="journal-help" aria-labelledby="journal-help-title">
      <h2 id="journal-help-title" className="journal-help-title">
        <Phone size={18} aria-hidden="true" /> {t.helpTitle}
      </h2>
      <p>{t.helpText}</p>
      <ul>
        <li>
          <a href={`tel:${CRISIS_LINE}`}>CVV: {CRISIS_LINE}</a> — 24h, gratuito, para conversar com alguém
          agora
        </li>
        <li>
          <a href={`tel:${EMERGENCY_LINE}`}>SAMU: {EMERGENCY_LINE}</a> — emergências médicas
        </li>
      </ul>
    </aside>
  );
});
