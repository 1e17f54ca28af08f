import { Hourglass, Pencil, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import { MOOD_FACES } from '../../components/mood-faces';
import { TagList } from '../../components/ui/tag-list';
import type { LocalJournalEntry } from '../../data/db';
import { JournalConflict } from './journal-conflict';
import { formatEntryDay, formatShortDay } from './journal-format';

/** Longer texts start folded to a few lines, with "Ler tudo". */
const FOLD_FROM = 360;

interface Props {
  entry: LocalJournalEntry;
  onEdit: (entry: LocalJournalEntry) => void;
  onDelete: (entry: LocalJournalEntry) => void;
}

/** One diary entry: its day, mood, title, text, tags, where it stands with the server, and actions. */
export const JournalEntryCard = memo(function JournalEntryCard({ entry, onEdit, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const long = entry.text.length > FOLD_FROM || entry.text.split('\n').length > 6;
  const mood = entry.mood === null ? null : MOOD_FACES[entry.mood - 1];
  const day = formatShortDay(entry.date);
  const conflict = entry.syncState === 'conflict' && entry.conflict ? entry.conflict : null;
  return (
    <article className="journal-entry card" aria-labelledby={`entry-${entry.id}`}>
      <header className="journal-entry-head">
        <h3 id={`entry-${entry.id}`} className="journal-entry-day">
          {formatEntryDay(entry.date)}
          {entry.title && <span className="journal-entry-title">{entry.title}</span>}
        </h3>
        {mood && (
          <span className="journal-entry-mood" title={t.moodLabel(mood.label)}>
            <span aria-hidden="true">{mood.icon}</span>
            <span className="visually-hidden">{t.moodLabel(mood.label)}</span>
          </span>
        )}
      </header>
      {conflict ? (
        <JournalConflict entry={entry} current={conflict} />
      ) : (
        <>
          <p className={`journal-entry-text${long && !open ? ' is-folded' : ''}`}>{entry.text}</p>
          {long && (
            <button
              type="button"
              className="journal-link"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? t.readLess : t.readMore}
            </button>
          )}
        </>
      )}
      <TagList tags={entry.tags} />
      {entry.syncState === 'pending' && (
        <p className="journal-entry-state">
          <Hourglass size={14} aria-hidden="true" /> {t.pending}
        </p>
      )}
      {entry.syncState === 'rejected' && (
        <p className="journal-entry-state is-refused" role="status">
          {t.rejected}: {entry.syncMessage}
        </p>
      )}
      <div className="journal-entry-actions">
        {!conflict && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => onEdit(entry)}
            aria-label={t.editLabel(day)}
          >
            <Pencil size={16} aria-hidden="true" /> {t.edit}
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => onDelete(entry)}
          aria-label={t.deleteLabel(day)}
        >
          <Trash2 size={16} aria-hidden="true" /> {t.delete}
        </button>
      </div>
    </article>
  );
});
