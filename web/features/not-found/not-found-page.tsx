import { Link } from '@tanstack/react-router';
import { CRISIS_LINE } from '../../../shared/constants';
import { usePageTitle } from '../../lib/use-page-title';

/** Shown for any path the app does not know (spec §2 route table: "any other path"). */
export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <section className="container page page-narrow not-found" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Página não encontrada</h1>
      <p className="muted">
        O endereço que você abriu não existe ou mudou de lugar. Nada do que você registrou foi perdido.
      </p>
      <div className="not-found-actions">
        <Link to="/" className="btn btn-primary">
          Voltar ao início
        </Link>
        <a href={`tel:${CRISIS_LINE}`} className="btn btn-secondary">
          Precisa de ajuda agora? Ligue {CRISIS_LINE}
        </a>
      </div>
    </section>
  );
}
