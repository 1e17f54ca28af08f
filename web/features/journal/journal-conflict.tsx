import { useState } from 'react';
import type { JournalEntryDto } from '../../../shared/schemas/journal.schema';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import type { LocalJournalEntry } from '../../data/db';
import { keepMine, takeTheirs } from '../../data/journal-writes';
import { localSaveFailureText } from '../../lib/storage-errors';
import { showToast } from '../../lib/toaster';

interface Props {
  entry: LocalJournalEntry;
  current: JournalEntryDto;
}

/**
 * An entry changed here and on another device since they last agreed: both texts side by side,
 * and the member chooses which stays. Until then both are kept, here and on the server.
 */
export function JournalConflict({ entry, current }: Props) {
  const [busy, setBusy] = useState(false);
  const theirs = current.deleted ? null : current;
  const choose = (choice: (id: string) => Promise<void>) => {
    setBusy(true);
    choice(entry.id).then(
      () => showToast({ title: t.kept }),
      (err: unknown) => {
        console.error('conflict choice not saved', err);
        setBusy(false);
        showToast({ title: localSaveFailureText(err, t.saveFailed), variant: 'destructive' });
      },
    );
  };
  return (
    <section className="journal-conflict" aria-label={t.conflictTitle}>
      <p className="journal-conflict-title">
        <strong>{t.conflictTitle}</strong> {t.conflictText}
      </p>
      <div className="journal-conflict-versions">
        <div className="journal-conflict-version">
          <h4>{t.conflictMine}</h4>
          {entry.title && <p className="journal-conflict-heading">{entry.title}</p>}
          <p className="journal-entry-text">{entry.text}</p>
        </div>
        {theirs && (
          <div className="journal-conflict-version">
            <h4>{t.conflictTheirs}</h4>
            {theirs.title && <p className="journal-conflict-heading">{theirs.title}</p>}
            <p className="journal-entry-text">{theirs.text}</p>
          </div>
        )}
      </div>
      <div className="journal-conflict-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => choose(keepMine)}>
          {t.keepMine}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => choose(takeTheirs)}
        >
          {t.keepTheirs}
        </button>
      </div>
    </section>
  );
}
