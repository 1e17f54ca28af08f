import { History } from 'lucide-react';
import type { HistoryItemDto } from '../../../shared/api-types';
import { formatInstantDate, isStrongStreak } from './dashboard-format';

interface HistoryListProps {
  items: readonly HistoryItemDto[];
  timeZone: string;
}

/** The journey, newest first, in a scrollable list (spec §2 "History list"). */
export function HistoryList({ items, timeZone }: HistoryListProps) {
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
            <li
              key={`${item.type}-${item.date}-${item.description}`}
              className={`history-item history-${item.type}`}
            >
              <span className="history-icon" aria-hidden="true">
                {item.icon}
              </span>
              <div className="history-body">
                <p className="history-text">{item.description}</p>
                <p className="history-meta">
                  <time dateTime={item.date}>{formatInstantDate(item.date, timeZone)}</time>
                  {isStrongStreak(item.streakDays) && <span className="badge">Sequência forte</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
