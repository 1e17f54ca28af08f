import './journal.css';
import { Lock, Plus } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { resolveTimeZone } from '../../../shared/domain/zoned';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import { db, type LocalJournalEntry } from '../../data/db';
import { memberToday } from '../../lib/member-today';
import { useStoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';
import { usePageTitle } from '../../lib/use-page-title';
import { deleteWithUndo } from './journal-delete';
import type { EditorTarget } from './journal-editor';
import { JournalEmpty } from './journal-empty';
import { JournalHelp } from './journal-help';
import { JournalList } from './journal-list';
import { groupByMonth, type JournalMonth } from './journal-months';
import { searchEntries } from './journal-search';
import { JournalSearchField } from './journal-search-field';
import { journalStoreFor } from './journal-store';

const NONE: readonly LocalJournalEntry[] = [];

// The editor (form, mood faces, tags, the schema) is not needed to show the diary: it loads once
// the list is on screen, and from the precache offline.
const loadEditor = () => import('./journal-editor');
const JournalEditor = lazy(() => loadEditor().then((m) => ({ default: m.JournalEditor })));

/**
 * Meu Diário (issue 10): the member's entries by month, newest first, read from IndexedDB, so it
 * works offline and shows a new entry at once; search without case or accents; write, edit and
 * delete (with undo). Private unless the member shares the diary with a psychologist.
 */
export function JournalPage() {
  usePageTitle(t.title);
  const user = useStoredUser();
  if (!user) return null;
  return <JournalView userId={user.id} timeZone={resolveTimeZone(user.timezone)} />;
}

function JournalView({ userId, timeZone }: { userId: string; timeZone: string }) {
  const store = useMemo(() => journalStoreFor(db, userId), [userId]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // The server's day, like the check-ins: a device clock days off cannot date an entry it refuses.
  const today = memberToday(timeZone);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [editorUsed, setEditorUsed] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 200));
    idle(() => void loadEditor().catch(() => undefined));
  }, []);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const entries = snapshot?.entries ?? NONE;
  const found = useMemo(() => searchEntries(entries, search), [entries, search]);
  const previous = useRef<JournalMonth[]>([]);
  const months = useMemo(() => {
    previous.current = groupByMonth(found, previous.current);
    return previous.current;
  }, [found]);

  const openNew = useCallback(() => {
    setEditorUsed(true);
    setEditor({ entry: null });
  }, []);
  const onEdit = useCallback((entry: LocalJournalEntry) => {
    setEditorUsed(true);
    setEditor({ entry });
  }, []);
  const onDelete = useCallback((entry: LocalJournalEntry) => void deleteWithUndo(entry), []);
  const onClose = useCallback(() => setEditor(null), []);
  const onSaved = useCallback((kind: 'created' | 'updated') => {
    setEditor(null);
    // After the frame that shows the entry (a task queued from a frame callback runs after paint).
    requestAnimationFrame(() =>
      setTimeout(() => showToast({ title: kind === 'created' ? t.saved : t.updated })),
    );
  }, []);

  const empty = snapshot?.complete && entries.length === 0;
  return (
    <div className="container page page-narrow journal">
      <header className="journal-header">
        <h1>{t.title}</h1>
        <p className="journal-intro">{t.intro}</p>
        <p className="journal-privacy">
          <Lock size={16} aria-hidden="true" /> {t.privacy}
        </p>
      </header>
      {empty ? (
        <JournalEmpty today={today} onWrite={openNew} />
      ) : (
        <>
          <div className="journal-toolbar">
            <button type="button" className="btn btn-primary journal-new" onClick={openNew}>
              <Plus size={18} aria-hidden="true" /> {t.newEntry}
            </button>
            <JournalSearchField value={query} onValueChange={setQuery} found={search ? found.length : null} />
          </div>
          {search && found.length === 0 ? (
            <p className="journal-none">{t.searchNone(search)}</p>
          ) : (
            <JournalList
              months={months}
              complete={snapshot?.complete ?? false}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          )}
        </>
      )}
      <JournalHelp />
      {editorUsed && (
        <Suspense fallback={null}>
          <JournalEditor userId={userId} today={today} target={editor} onClose={onClose} onSaved={onSaved} />
        </Suspense>
      )}
    </div>
  );
}
