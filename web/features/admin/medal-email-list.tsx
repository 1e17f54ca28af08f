import type { AdminMedalEmailPreview } from '../../../shared/admin-api-types';
import { instantDate } from './admin-period';

/** One row per medal earned in the period, with the e-mail its holder gets (or got). */
export function MedalEmailList({ items }: { items: readonly AdminMedalEmailPreview[] }) {
  return (
    <ul className="admin-medal-list">
      {items.map((item) => (
        <li key={`${item.userId}:${item.medalKey}`} className="card admin-medal-item">
          <div className="admin-medal-head">
            <span className="admin-medal-icon" aria-hidden="true">
              {item.medalIcon}
            </span>
            <div>
              <p className="admin-medal-title">{item.medalTitle}</p>
              <p className="muted">
                {item.name} · <span className="admin-medal-email">{item.email}</span>
              </p>
              <p className="muted">Conquistada em {instantDate(item.earnedAt)}</p>
            </div>
            <span className={`admin-badge ${item.alreadySent ? 'admin-badge-sent' : 'admin-badge-pending'}`}>
              {item.alreadySent && item.sentAt ? `Enviado em ${instantDate(item.sentAt)}` : 'Não enviado'}
            </span>
          </div>
          <details>
            <summary>Ver o e-mail</summary>
            <p className="admin-mail-subject">
              <strong>Assunto:</strong> {item.subject}
            </p>
            <pre className="admin-mail-text">{item.text}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
