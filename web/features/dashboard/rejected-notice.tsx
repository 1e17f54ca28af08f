import { CircleAlert } from 'lucide-react';
import { memo } from 'react';
import type { LocalCheckin } from '../../data/db';
import { formatLocalDate } from '../../lib/format';

/**
 * Check-ins the server refused (conflict or rejected): kept on this device and shown with the
 * server's reason, never dropped in silence (DESIGN.md §5.4).
 */
export const RejectedNotice = memo(function RejectedNotice({
  rejected,
}: {
  rejected: readonly LocalCheckin[];
}) {
  if (rejected.length === 0) return null;
  return (
    <section className="card rejected-card" aria-labelledby="rejected-title">
      <h2 id="rejected-title" className="card-title">
        <CircleAlert size={20} aria-hidden="true" />
        {rejected.length === 1
          ? 'Um registro não foi aceito'
          : `${rejected.length} registros não foram aceitos`}
      </h2>
      <p className="muted">Eles continuam guardados neste aparelho. Veja o motivo:</p>
      <ul>
        {rejected.map((c) => (
          <li key={c.id}>
            {c.hadRelapse ? 'Recaída' : 'Check-in'} de {formatLocalDate(c.date)}:{' '}
            {c.syncMessage ?? 'o servidor não aceitou este registro.'}
          </li>
        ))}
      </ul>
    </section>
  );
});
