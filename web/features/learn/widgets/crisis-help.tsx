import { HeartHandshake } from 'lucide-react';
import { CrisisLines } from '../../../components/crisis-lines';

/** `::crisis-help`: the help lines, CVV 188 first, where a text may meet a person in crisis. */
export function CrisisHelp() {
  return (
    <aside className="learn-callout learn-crisis card" aria-labelledby="learn-crisis-title">
      <h2 id="learn-crisis-title" className="learn-callout-title">
        <HeartHandshake size={20} aria-hidden="true" /> Se estiver difícil agora
      </h2>
      <p>Você não precisa passar por isso sozinho. Há gente pronta para ouvir, a qualquer hora.</p>
      <CrisisLines />
    </aside>
  );
}
