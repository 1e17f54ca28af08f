import { Link } from '@tanstack/react-router';

/** The grant was revoked (or never existed): said calmly, with the way back. */
export function ClientRevoked() {
  return (
    <div className="card client-revoked" role="status">
      <p>Este cliente não compartilha mais os dados com você.</p>
      <p className="muted">
        O compartilhamento é sempre uma escolha do cliente. Se fizer sentido, converse com ele na próxima
        sessão.
      </p>
      <Link to="/psychologist-dashboard" className="btn btn-secondary">
        Voltar ao painel
      </Link>
    </div>
  );
}
