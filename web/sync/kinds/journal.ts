import type { JournalEntryDto } from '../../../shared/schemas/journal.schema';
import { syncTexts as t } from '../../../shared/texts/sync.texts';
import type { LocalJournalEntry } from '../../data/db';
import type { WebSyncKind } from './web-kind';

/**
 * Diary entries (issue 10), an editable `document` kind. Their rules (./journal-rules.ts) load
 * with the first diary record a page meets, so members who never write one never download them.
 */
export const journalWebKind: WebSyncKind<LocalJournalEntry, JournalEntryDto> = {
  type: 'journal',
  table: (db) => db.journal,
  describe: (row) => ({ label: t.kindJournal, when: row.date, href: '/journal' }),
  rules: () => import('./journal-rules').then((m) => m.journalRules),
};
