import { journalKind } from '../../../../shared/sync/kinds';
import { findJournalSince, findMemberJournal, toJournalEntryDto } from '../../journal/journal.repository';
import { prepareJournal } from '../../journal/journal-ingest';
import { storeJournalWrite } from '../member-writes';
import type { ServerSyncKind } from './server-kind';

/**
 * Meu Diário, an editable document (DESIGN.md §5.7): last writer wins per entry with a version,
 * deletion as a tombstone that always wins (sync/document-rules.ts), group-committed with
 * check-ins in one transaction (sync/member-writes.ts).
 */
export const journalServerKind: ServerSyncKind<typeof journalKind> = {
  declaration: journalKind,
  table: 'journal_entries',
  push: async ({ em, account, now }, records) => {
    const prepared = records.map((raw) => prepareJournal(raw, account, now));
    if (prepared.every((p) => p.status === 'rejected')) {
      return prepared.map(({ id, code, message }) => ({ id, status: 'rejected' as const, code, message }));
    }
    return storeJournalWrite(em, { account, prepared, now });
  },
  pull: async ({ em, user, since }) => (await findJournalSince(em, user.id, since)).map(toJournalEntryDto),
  exportRecords: async ({ em, user }) => (await findMemberJournal(em, user.id)).map(toJournalEntryDto),
};
