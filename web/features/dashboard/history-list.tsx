import { History } from 'lucide-react';
import { memo } from 'react';
import type { HistoryItemDto } from '../../../shared/api-types';
import { TagList } from '../../components/ui/tag-list';
import { sameFields } from '../../data/same-fields';
import { formatInstantDate } from '../../lib/format';
import { isStrongStreak } from './streak-time';

interface HistoryListProps {
  items: readonly HistoryItemDto[];
  timeZone: string;
}

/**
 * The journey, newest first, in a scrollable list (spec §2 "History list"), with the trigger tags
 * of each relapse and clean day. Memoised, row by row: a new check-in renders its own row, not the
 * other 199.
 */
export const HistoryList = memo(function HistoryList({ items, timeZone }: HistoryListProps) {
  return (
    <section className="card history-card" aria-labelledby="history-title">
      <h2 id="history-title" className="card-title">
        <History size={20} aria-hidden="true" /> Seu histórico
      </h2>
      {items.length === 0 ? (
        <p className="muted">
          Seu histórico aparece aqui: cada check-in, cada conquista e cada recomeço contam a sua história.
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <ul className="history-list" tabIndex={0} aria-labelledby="history-title">
          {items.map((item) => (
            <HistoryRow
              key={`${item.type}-${item.date}-${item.description}`}
              item={item}
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
    </section>
  );
});

const HistoryRow = memo(
  function HistoryRow({ item, timeZone }: { item: HistoryItemDto; timeZone: string }) {
    return (
      <li className={`history-item history-${item.type}`}>
        <span className="history-icon" aria-hidden="true">
          {item.icon}
        </span>
        <div className="history-body">
          <p className="history-text">{item.description}</p>
          {item.tags && <TagList tags={item.tags} />}
          <p className="history-meta">
            <time dateTime={item.date}>{formatInstantDate(item.date, timeZone)}</time>
            {isStrongStreak(item.streakDays) && <span className="badge">Sequência forte</span>}
          </p>
        </div>
      </li>
    );
  },
  // Items are rebuilt on every write; equal content means an equal row.
  (a, b) => a.timeZone === b.timeZone && sameFields(a.item, b.item),
);
