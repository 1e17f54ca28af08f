import type { AdminMedalEmailPreview, AdminMedalEmailsDto } from '../../../shared/admin-api-types';
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

/** 'Anteriores' / 'Próximas' under the list, with where this page sits in the period's medals. */
export function MedalEmailPager({
  list,
  onPage,
}: {
  list: Pick<AdminMedalEmailsDto, 'page' | 'pageSize' | 'total'>;
  onPage: (page: number) => void;
}) {
  const { page, pageSize, total } = list;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav className="admin-medal-pager" aria-label="Páginas das medalhas">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anteriores
      </button>
      <p className="muted">
        {first > total ? `Página ${page} de ${pages}` : `${first} a ${last} de ${total}`}
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Próximas
      </button>
    </nav>
  );
}
