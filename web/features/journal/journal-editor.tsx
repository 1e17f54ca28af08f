import { NotebookPen } from 'lucide-react';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import { AppDialog } from '../../components/app-dialog';
import type { LocalJournalEntry } from '../../data/db';
import { JournalEditorForm } from './journal-editor-form';

/** What the editor is open for: a new entry, or one to edit. */
export type EditorTarget = { entry: LocalJournalEntry | null };

interface Props {
  userId: string;
  today: string;
  target: EditorTarget | null;
  onClose: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

/** The editor in a modal sheet (the list stays mounted under it); a fresh form each time it opens. */
export function JournalEditor({ userId, today, target, onClose, onSaved }: Props) {
  const entry = target?.entry ?? null;
  return (
    <AppDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={entry ? t.editorEdit : t.editorNew}
      description={t.editorDescription}
      icon={<NotebookPen size={22} />}
    >
      {target && (
        <JournalEditorForm
          key={entry?.id ?? 'new'}
          userId={userId}
          entry={entry}
          today={today}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </AppDialog>
  );
}
