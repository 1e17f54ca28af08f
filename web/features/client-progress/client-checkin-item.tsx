import type { CheckinDto } from '../../../shared/api-types';
import { TagList } from '../../components/ui/tag-list';
import { formatDateBR } from '../../lib/client-summary-format';
import { formatReais } from '../../lib/format';
import { moodLabel } from '../../lib/mood-chart-data';

/**
 * One check-in or relapse: the day, the mood, what was spent, the trigger tags (the member's own
 * words among them only with the notes scope: the server leaves them out otherwise) and the note
 * when it is shared.
 */
export function ClientCheckinItem({ checkin }: { checkin: CheckinDto }) {
  return (
    <li className="client-record" data-relapse={checkin.hadRelapse || undefined}>
      <p className="client-record-head">
        <time dateTime={checkin.date}>{formatDateBR(checkin.date)}</time>
        <span>Humor: {moodLabel(checkin.mood)}</span>
      </p>
      {checkin.hadRelapse && (
        <p className="client-record-relapse">
          <span aria-hidden="true">⚠</span> Recaída · {formatReais(checkin.amountSpent)} gastos
        </p>
      )}
      {checkin.tags && <TagList tags={checkin.tags} />}
      {checkin.notes !== null && <p className="client-record-notes">{checkin.notes}</p>}
    </li>
  );
}
