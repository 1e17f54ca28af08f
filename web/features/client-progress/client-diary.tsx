import { NotebookPen } from 'lucide-react';
import { DIARY_SHARE_DAYS, DIARY_SHARE_LIMIT } from '../../../shared/constants';
import type { DiaryEntryDto } from '../../../shared/psychologist-api-types';
import { TagList } from '../../components/ui/tag-list';
import { formatDateBR } from '../../lib/client-summary-format';
import { moodLabel } from '../../lib/mood-chart-data';

/**
 * The client's diary, shown only under the `diary` scope (issue 10): the entries the server sent
 * (the last DIARY_SHARE_DAYS days of the client's calendar, newest first, at most
 * DIARY_SHARE_LIMIT). The server logged this read in the client's access log.
 */
export function ClientDiary({ entries }: { entries: readonly DiaryEntryDto[] }) {
  const id = 'client-diary-title';
  return (
    <section className="card client-diary" aria-labelledby={id}>
      <h2 id={id} className="client-section-title">
        <NotebookPen size={20} aria-hidden="true" /> Diário
        {entries.length > 0 && ` (${entries.length})`}
      </h2>
      <p className="muted client-notes-off">
        Entradas dos últimos {DIARY_SHARE_DAYS} dias (até {DIARY_SHARE_LIMIT}), as mais recentes primeiro.
      </p>
      {entries.length === 0 ? (
        <p className="muted">Nenhuma entrada no diário nos últimos {DIARY_SHARE_DAYS} dias.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <ul className="client-records" tabIndex={0} aria-labelledby={id}>
          {entries.map((entry) => (
            <li key={entry.id} className="client-record client-diary-entry">
              <p className="client-record-head">
                <time dateTime={entry.date}>{formatDateBR(entry.date)}</time>
                {entry.mood !== null && <span>Humor: {moodLabel(entry.mood)}</span>}
              </p>
              {entry.title && <p className="client-diary-title">{entry.title}</p>}
              <TagList tags={entry.tags} />
              <p className="client-record-notes">{entry.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
