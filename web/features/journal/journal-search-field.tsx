import { Search } from 'lucide-react';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';

interface Props {
  value: string;
  onValueChange: (value: string) => void;
  /** How many entries the search found; null without a search. */
  found: number | null;
}

/** Search in the diary, offline: every word, without case or accents. */
export function JournalSearchField({ value, onValueChange, found }: Props) {
  return (
    <search className="journal-search">
      <label className="visually-hidden" htmlFor="journal-search">
        {t.searchLabel}
      </label>
      <Search size={18} aria-hidden="true" className="journal-search-icon" />
      <input
        id="journal-search"
        type="search"
        className="input"
        placeholder={t.searchLabel}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby="journal-search-count"
        autoComplete="off"
      />
      <p id="journal-search-count" className="visually-hidden" aria-live="polite">
        {found === null || found === 0 ? '' : t.searchCount(found)}
      </p>
    </search>
  );
}
