import { Moon } from 'lucide-react';
import { chatTexts as t } from '../../../shared/texts/community.texts';
import { CrisisLines } from '../../components/crisis-lines';

/** At the top of the Madrugada room: the help lines, CVV 188 first, before anything else. */
export function ChatNightHelp() {
  return (
    <aside className="chat-night card" aria-labelledby="chat-night-title">
      <h2 id="chat-night-title">
        <Moon size={18} aria-hidden="true" /> {t.nightTitle}
      </h2>
      <p>{t.nightText}</p>
      <CrisisLines />
    </aside>
  );
}
