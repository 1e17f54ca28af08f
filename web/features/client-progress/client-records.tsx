import { ListChecks, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CheckinDto } from '../../../shared/api-types';
import { ClientCheckinItem } from './client-checkin-item';
import { CHECKIN_LIST_DAYS_DEFAULT } from './client-progress-format';

interface ClientRecordsProps {
  checkins: readonly CheckinDto[];
  /** The client shares their free-text notes. */
  notesShared: boolean;
}

function RecordList({
  id,
  icon,
  title,
  empty,
  items,
  notesShared,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  empty: string;
  items: readonly CheckinDto[];
  notesShared: boolean;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="client-section-title">
        {icon} {title}
        {items.length > 0 && ` (${items.length})`}
      </h2>
      {!notesShared && items.length > 0 && (
        <p className="muted client-notes-off">Anotações não compartilhadas.</p>
      )}
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <ul className="client-records" tabIndex={0} aria-labelledby={id}>
          {items.map((checkin) => (
            <ClientCheckinItem key={checkin.id} checkin={checkin} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The last 90 days of the client's records: relapses on their own, then every check-in. */
export function ClientRecords({ checkins, notesShared }: ClientRecordsProps) {
  const relapses = checkins.filter((c) => c.hadRelapse);
  return (
    <>
      <RecordList
        id="client-relapses-title"
        icon={<TriangleAlert size={20} aria-hidden="true" />}
        title="Recaídas"
        empty={`Nenhuma recaída registrada nos últimos ${CHECKIN_LIST_DAYS_DEFAULT} dias.`}
        items={relapses}
        notesShared={notesShared}
      />
      <RecordList
        id="client-checkins-title"
        icon={<ListChecks size={20} aria-hidden="true" />}
        title="Check-ins"
        empty={`Nenhum check-in nos últimos ${CHECKIN_LIST_DAYS_DEFAULT} dias.`}
        items={checkins}
        notesShared={notesShared}
      />
    </>
  );
}
