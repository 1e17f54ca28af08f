import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import type { LocalJournalEntry } from '../../data/db';
import { type DeletedEntry, deleteEntry, undoDelete } from '../../data/journal-writes';
import { localSaveFailureText } from '../../lib/storage-errors';
import { showToast } from '../../lib/toaster';

/** The undo toast stays this long; the deletion waits a little longer before it is sent. */
const UNDO_TOAST_MS = 5_000;

/** Deletes an entry at once and offers "Desfazer" for a few seconds. */
export async function deleteWithUndo(entry: LocalJournalEntry): Promise<void> {
  let deleted: DeletedEntry;
  try {
    deleted = await deleteEntry(entry);
  } catch (err) {
    console.error('diary entry not deleted', err);
    showToast({ title: localSaveFailureText(err, t.deleteFailed), variant: 'destructive' });
    return;
  }
  showToast({
    title: t.deleted,
    duration: UNDO_TOAST_MS,
    action: { label: t.undo, onClick: () => void undo(deleted) },
  });
}

async function undo(deleted: DeletedEntry): Promise<void> {
  try {
    const how = await undoDelete(deleted);
    showToast({ title: how === 'restored' ? t.restored : t.restoredAsNew });
  } catch (err) {
    console.error('diary entry not restored', err);
    showToast({ title: localSaveFailureText(err, t.saveFailed), variant: 'destructive' });
  }
}
