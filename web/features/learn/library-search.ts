import { foldAccents as fold, searchKey } from '../../../shared/domain/search-text';
import type { SearchEntry } from '../../content/content-types';

/**
 * The library's offline search (issue 13): every word typed must appear in a page's title or
 * text, ignoring case and accents ("TIGRÍNHO" finds "tigrinho"). The index is every word of every
 * guide and lesson, compiled at build time (virtual:learn-search) and folded once here; a
 * keystroke then only folds the query and scans.
 */
export interface SearchHit {
  href: string;
  kind: SearchEntry['kind'];
  title: string;
  /** A few words around the first match in the text, as written; null when the title holds every word. */
  snippet: string | null;
}

interface FoldedEntry {
  entry: SearchEntry;
  title: string;
  text: string;
  /** Whether folding kept the text's length, so a match's position is the same in the original. */
  aligned: boolean;
}

export class LibraryIndex {
  private readonly entries: FoldedEntry[];

  constructor(entries: readonly SearchEntry[]) {
    this.entries = entries.map((entry) => {
      const text = fold(entry.text);
      return { entry, title: fold(entry.title), text, aligned: text.length === entry.text.length };
    });
  }

  /** The pages with every word of `query`, those whose title matches first; none for an empty query. */
  search(query: string, limit = 20): SearchHit[] {
    const words = searchKey(query).split(' ').filter(Boolean);
    if (!words.length) return [];
    const hits: { hit: SearchHit; inTitle: boolean }[] = [];
    for (const folded of this.entries) {
      if (!words.every((w) => folded.title.includes(w) || folded.text.includes(w))) continue;
      const inTitle = words.every((w) => folded.title.includes(w));
      // A title that holds every word says enough; the words around a match in the text show
      // why the others came up.
      hits.push({ hit: { ...pick(folded), snippet: inTitle ? null : snippetOf(folded, words) }, inTitle });
    }
    hits.sort((a, b) => Number(b.inTitle) - Number(a.inTitle));
    return hits.slice(0, limit).map((h) => h.hit);
  }
}

const pick = ({ entry }: FoldedEntry) => ({ href: entry.href, kind: entry.kind, title: entry.title });

const SNIPPET_BEFORE = 40;
const SNIPPET_AFTER = 80;

function snippetOf(folded: FoldedEntry, words: string[]): string | null {
  if (!folded.aligned) return null;
  const at = Math.min(...words.map((w) => folded.text.indexOf(w)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return null;
  const text = folded.entry.text;
  let start = Math.max(0, at - SNIPPET_BEFORE);
  let end = Math.min(text.length, at + SNIPPET_AFTER);
  // Whole words at both ends.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
