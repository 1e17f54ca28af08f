import './community-parts.css';
import { HeartHandshake } from 'lucide-react';
import { communityCrisisTexts as t } from '../../../shared/texts/community.texts';
import { CrisisLines } from '../crisis-lines';

/** Shown to the author of a post with crisis language, right after publishing it. */
export function CrisisCard({ onClose }: { onClose: () => void }) {
  return (
    <aside className="forum-crisis card" role="alert" aria-labelledby="forum-crisis-title">
      <h2 id="forum-crisis-title">
        <HeartHandshake size={20} aria-hidden="true" /> {t.title}
      </h2>
      <p>{t.body}</p>
      <CrisisLines />
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Fechar
      </button>
    </aside>
  );
}
