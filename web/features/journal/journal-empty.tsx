import { NotebookPen } from 'lucide-react';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import { promptFor } from './journal-format';

/** A diary with nothing in it yet: why it helps, a first question, and the way to start. */
export function JournalEmpty({ today, onWrite }: { today: string; onWrite: () => void }) {
  return (
    <section className="card journal-empty" aria-labelledby="journal-empty-title">
      <NotebookPen size={32} aria-hidden="true" color="var(--color-primary)" />
      <h2 id="journal-empty-title">{t.emptyTitle}</h2>
      <p>{t.emptyText}</p>
      <p className="journal-empty-prompt">
        <span className="journal-prompt-label">{t.promptLabel}</span> {promptFor(today)}
      </p>
      <button type="button" className="btn btn-primary btn-block" onClick={onWrite}>
        {t.emptyAction}
      </button>
    </section>
  );
}
