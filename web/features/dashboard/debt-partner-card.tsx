import { ExternalLink, HandCoins } from 'lucide-react';
import { memo } from 'react';

/** Promo for the debt-resolution partner (an external site, opened in a new tab). */
export const DebtPartnerCard = memo(function DebtPartnerCard({ url }: { url: string | undefined }) {
  return (
    <section className="card partner-card" aria-labelledby="partner-title">
      <span className="partner-icon" aria-hidden="true">
        <HandCoins size={26} />
      </span>
      <div>
        <h2 id="partner-title" className="card-title">
          Dívidas por causa das apostas?
        </h2>
        <p className="muted">
          Nosso parceiro ajuda a renegociar dívidas com condições que cabem no seu bolso, sem julgamentos.
        </p>
        {url && (
          <a className="btn btn-accent" href={url} target="_blank" rel="noopener noreferrer">
            Conhecer o parceiro <ExternalLink size={16} aria-hidden="true" />
            <span className="visually-hidden">(abre outro site)</span>
          </a>
        )}
      </div>
    </section>
  );
});
