import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { type MouseEvent, memo, useEffect, useMemo, useState } from 'react';
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
 * Once the index is here, a keystroke is one render: the search runs in it (well under a
 * millisecond over the whole library) and the results are plain links, cheap to draw again.
 * `onQuery` tells the page whether a search is under way (it then shows the results alone).
 */
export function LibrarySearchBox({ onQuery }: { onQuery: (searching: boolean) => void }) {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<LibraryIndex | null>(null);
  const searching = query.trim() !== '';
  const load = () => {
    if (!index) void loadIndex().then(setIndex);
  };

  useEffect(() => onQuery(searching), [searching, onQuery]);
  // The results and the query they answer (`data-query`: what a test or the bench waits for).
  const hits = useMemo(
    () => (index && searching ? { query, list: index.search(query) } : null),
    [index, query, searching],
  );

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
          onFocus={load}
          onChange={(event) => {
            load();
            setQuery(event.target.value);
          }}
        />
      </div>
      {hits && <SearchResults query={hits.query} hits={hits.list} />}
    </search>
  );
}

/** Results drawn at first (the best ones: titles first); the rest on request. */
const FIRST_RESULTS = 6;

const SearchResults = memo(function SearchResults({ query, hits }: { query: string; hits: SearchHit[] }) {
  const navigate = useNavigate();
  const [all, setAll] = useState(false);
  const shown = all ? hits : hits.slice(0, FIRST_RESULTS);
  // Plain links, opened through the router (a new tab or a long press still works as a link).
  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate({ to: href });
  };
  return (
    <div className="learn-search-results" data-query={query}>
      <p className="muted" aria-live="polite">
        {hits.length ? t.searchCount(hits.length) : t.searchNone(query.trim())}
      </p>
      <ul>
        {/* Keyed by place: a keystroke rewrites the texts of the rows already drawn instead of
            building new ones (measured: fewer style and layout passes per keystroke). */}
        {shown.map((hit, place) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are slots refilled on each keystroke, see above
          <li key={place}>
            <a href={hit.href} className="learn-search-hit" onClick={(event) => open(event, hit.href)}>
              <span className="learn-card-kind">{hit.kind === 'guide' ? t.guideKind : t.lessonKind}</span>
              <span className="learn-card-title">{hit.title}</span>
              {hit.snippet && <span className="learn-card-text">{hit.snippet}</span>}
            </a>
          </li>
        ))}
      </ul>
      {shown.length < hits.length && (
        <button type="button" className="btn btn-secondary" onClick={() => setAll(true)}>
          {t.searchShowAll(hits.length)}
        </button>
      )}
    </div>
  );
});
