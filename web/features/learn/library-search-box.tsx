import { Link } from '@tanstack/react-router';
import { BookOpen, GraduationCap, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { learnPageTexts as t } from '../../../shared/texts/learn.texts';
import type { LibraryIndex, SearchHit } from './library-search';

let indexPromise: Promise<LibraryIndex> | null = null;

/** The search index (every word of the library) loads with the first use of the box. */
function loadIndex(): Promise<LibraryIndex> {
  indexPromise ??= Promise.all([import('virtual:learn-search'), import('./library-search')]).then(
    ([entries, m]) => new m.LibraryIndex(entries.default),
  );
  return indexPromise;
}

/**
 * The library's search box: results as the person types, offline like the rest of the library.
 * `onQuery` tells the page whether a search is under way (it then shows the results alone).
 */
export function LibrarySearchBox({ onQuery }: { onQuery: (searching: boolean) => void }) {
  const [query, setQuery] = useState('');
  // The results and the query they answer (`data-query`: what a test or the bench waits for).
  const [hits, setHits] = useState<{ query: string; list: SearchHit[] } | null>(null);
  const latest = useRef('');

  useEffect(() => {
    latest.current = query;
    onQuery(query.trim() !== '');
    if (!query.trim()) {
      setHits(null);
      return;
    }
    void loadIndex().then((index) => {
      if (latest.current === query) setHits({ query, list: index.search(query) });
    });
  }, [query, onQuery]);

  return (
    <search className="learn-search">
      <label htmlFor="learn-search-input" className="learn-search-label">
        {t.searchLabel}
      </label>
      <div className="learn-search-field">
        <Search size={18} aria-hidden="true" />
        <input
          id="learn-search-input"
          type="search"
          value={query}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => void loadIndex()}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {hits && (
        <div className="learn-search-results" data-query={hits.query}>
          <p className="muted" aria-live="polite">
            {hits.list.length ? t.searchCount(hits.list.length) : t.searchNone(hits.query.trim())}
          </p>
          <ul>
            {hits.list.map((hit) => (
              <li key={hit.href}>
                <Link to={hit.href} className="learn-search-hit">
                  <span className="learn-card-kind">
                    {hit.kind === 'guide' ? (
                      <BookOpen size={14} aria-hidden="true" />
                    ) : (
                      <GraduationCap size={14} aria-hidden="true" />
                    )}{' '}
                    {hit.kind === 'guide' ? t.guideKind : t.lessonKind}
                  </span>
                  <span className="learn-card-title">{hit.title}</span>
                  {hit.snippet && <span className="learn-card-text">{hit.snippet}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </search>
  );
}
