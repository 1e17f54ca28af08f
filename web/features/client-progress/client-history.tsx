import { History } from 'lucide-react';
import type { HistoryItemDto } from '../../../shared/api-types';
import { TagList } from '../../components/ui/tag-list';
import { formatDateBR } from '../../lib/client-summary-format';

/** The client's journey as their own dashboard tells it, newest first. */
export function ClientHistory({ items }: { items: readonly HistoryItemDto[] }) {
  return (
    <section className="card" aria-labelledby="client-history-title">
      <h2 id="client-history-title" className="client-section-title">
        <History size={20} aria-hidden="true" /> Histórico
      </h2>
      {items.length === 0 ? (
        <p className="muted">Nada no histórico ainda.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <ul className="client-records" tabIndex={0} aria-labelledby="client-history-title">
          {items.map((item) => (
            <li key={`${item.type}-${item.date}-${item.description}`} className="client-record">
              <p className="client-record-head">
                <span>
                  <span aria-hidden="true">{item.icon}</span> {item.description}
                </span>
                <time dateTime={item.date}>{formatDateBR(item.date)}</time>
              </p>
              {item.tags && <TagList tags={item.tags} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
