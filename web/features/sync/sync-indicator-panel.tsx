import { Link, useRouterState } from '@tanstack/react-router';
import { syncTexts as t } from '../../../shared/texts/sync.texts';
import { discardRejected, type RejectedRecord, useRejectedRecords } from '../../data/rejected-records';
import type { SyncStatus } from '../../sync/sync-status';
import type { IndicatorView } from './sync-indicator-view';

interface Props {
  id: string;
  userId: string;
  view: IndicatorView;
  status: SyncStatus;
}

/** The indicator's details: the sentence, the sign-in link, and each refused record with the server's reason. */
export function SyncIndicatorPanel({ id, userId, view, status }: Props) {
  const href = useRouterState({ select: (s) => s.location.href });
  const rejected = useRejectedRecords(userId, status.rejectedCount > 0);
  return (
    <div id={id} className="sync-indicator-panel">
      <p className="sync-indicator-message">{view.message}</p>
      {view.needsSignIn && (
        <Link to="/login" search={{ redirect: href }} className="btn btn-primary btn-block">
          Entrar
        </Link>
      )}
      {status.pendingCount > 0 && !view.needsSignIn && view.icon === 'attention' && (
        <p className="sync-indicator-note">{t.pending(status.pendingCount)}</p>
      )}
      {status.pendingCount > 0 && view.icon !== 'attention' && (
        <p className="sync-indicator-note">{t.pendingExplanation}</p>
      )}
      {rejected.length > 0 && (
        <>
          <p className="sync-indicator-note">{t.rejectedIntro}</p>
          <ul className="sync-rejected-list">
            {rejected.map((record) => (
              <RejectedItem key={record.id} record={record} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function RejectedItem({ record }: { record: RejectedRecord }) {
  return (
    <li className="sync-rejected-item">
      <strong>
        {record.label} · {formatDay(record.when)}
      </strong>
      <span>{record.message ?? t.rejectedFallback}</span>
      {record.href ? (
        <Link to={record.href} className="btn btn-ghost sync-rejected-dismiss">
          {t.resolve}
        </Link>
      ) : (
        <button
          type="button"
          className="btn btn-ghost sync-rejected-dismiss"
          onClick={() => void discardRejected(record.kind, record.id)}
        >
          {t.dismiss}
        </button>
      )}
    </li>
  );
}

/** dd/MM/yyyy from a 'yyyy-MM-dd' day or an ISO instant (shown in this device's zone). */
function formatDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('pt-BR');
}
