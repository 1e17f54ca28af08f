import { searchKey } from '../../../shared/domain/search-text';
import { tagLabel } from '../../../shared/domain/triggers';
import type { LocalJournalEntry } from '../../data/db';

/** Folded text per entry object: entries are replaced, never changed, on every edit. */
const keys = new WeakMap<LocalJournalEntry, string>();

/** What a search looks in: the title, the text and the tags' labels, without case or accents. */
export function entrySearchKey(entry: LocalJournalEntry): string {
  let key = keys.get(entry);
  if (key === undefined) {
    key = searchKey([entry.title ?? '', entry.text, ...entry.tags.map(tagLabel)].join(' '));
    keys.set(entry, key);
  }
  return key;
}

/**
 * The entries where every word of the query appears (ignoring case and accents: "solidao" finds
 * "Solidão"), in the same order. An empty query gives the same array back.
 */
export function searchEntries(
  entries: readonly LocalJournalEntry[],
  query: string,
): readonly LocalJournalEntry[] {
  // No search (the page's first render): not even the folding, whose Unicode regex is costly the first time.
  if (query.trim() === '') return entries;
  const words = searchKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const key = entrySearchKey(entry);
    return words.every((word) => key.includes(word));
  });
}
