import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A diary entry (Meu Diário, issue 10), an editable synced kind: last writer wins per entry
 * with a version (DESIGN.md §5.7). The key is (user, client id). `version` is the member's sync
 * version of the entry's last change. A tombstone (`deleted`) keeps no content: date, title,
 * text, mood and tags are null. Writes and reads use plain SQL (journal.repository.ts); the
 * entity serves tests and tools.
 */
export const JournalEntrySchema = defineEntity({
  name: 'JournalEntry',
  tableName: 'journal_entries',
  properties: {
    userId: p.string().primary(),
    id: p.string().primary(),
    date: p.string().nullable(),
    title: p.text().nullable(),
    text: p.text().nullable(),
    mood: p.integer().nullable(),
    /** JSON array of strings. */
    tags: p.text().nullable(),
    version: p.integer(),
    deleted: p.boolean(),
    recordedAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type JournalEntryRow = InferEntity<typeof JournalEntrySchema>;
