import { memo, useEffect, useRef, useState } from 'react';
import { journalPageTexts as t } from '../../../shared/texts/journal.texts';
import type { LocalJournalEntry } from '../../data/db';
import { JournalEntryCard } from './journal-entry-card';
import { formatMonth } from './journal-format';
import { type JournalMonth, monthsWithin } from './journal-months';

/**
 * Entries rendered at first: a phone screen's worth (two or three cards show under the page's
 * header), so the first commit stays short; the sentinel, already within its margin, asks for more
 * right after that frame. Then how many more each time the end comes near.
 */
const FIRST_BUDGET = 3;
const MORE_BUDGET = 50;

interface Props {
  months: readonly JournalMonth[];
  /** False while only the newest entries have been read. */
  complete: boolean;
  onEdit: (entry: LocalJournalEntry) => void;
  onDelete: (entry: LocalJournalEntry) => void;
}

/**
 * The diary by month, newest first. Entries are rendered as the member scrolls towards them (a
 * sentinel near the end asks for more), so ten years of entries cost the first screen nothing;
 * each month is memoised and re-renders only when its own entries (or how many show) change.
 */
export const JournalList = memo(function JournalList({ months, complete, onEdit, onDelete }: Props) {
  const [budget, setBudget] = useState(FIRST_BUDGET);
  const shown = monthsWithin(months, budget);
  const rendered = shown.reduce((n, s) => n + s.count, 0);
  const more = rendered < months.reduce((n, m) => n + m.entries.length, 0) || !complete;
  const sentinel = useRef<HTMLDivElement>(null);

  // Observed again after each growth: a sentinel still in view then reports again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rendered` and `more` re-run it on purpose
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((s) => s.isIntersecting)) setBudget((b) => b + MORE_BUDGET);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, rendered]);

  return (
    <div className="journal-list">
      {shown.map(({ group, count }) => (
        <JournalMonthGroup
          key={group.month}
          group={group}
          count={count}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
      {more && (
        <div ref={sentinel} className="journal-more" aria-hidden="true">
          {t.loadingOlder}
        </div>
      )}
    </div>
  );
});

interface GroupProps {
  group: JournalMonth;
  /** How many of its entries to render (the last month shown may be cut short). */
  count: number;
  onEdit: (entry: LocalJournalEntry) => void;
  onDelete: (entry: LocalJournalEntry) => void;
}

const JournalMonthGroup = memo(function JournalMonthGroup({ group, count, onEdit, onDelete }: GroupProps) {
  const id = `month-${group.month}`;
  return (
    <section className="journal-month" aria-labelledby={id}>
      <h2 id={id} className="journal-month-title">
        {formatMonth(group.month)}{' '}
        <span className="journal-month-count">{t.monthCount(group.entries.length)}</span>
      </h2>
      <div className="journal-month-entries">
        {group.entries.slice(0, count).map((entry) => (
          <JournalEntryCard key={entry.id} entry={entry} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </div>
    </section>
  );
});
