import { Link } from '@tanstack/react-router';
import { CRISIS_LINE } from '../../shared/constants';
import { useSiteInfo } from '../lib/use-site-info';

export function LandingFooter() {
  const siteInfo = useSiteInfo();
  const year = new Date().getFullYear();

  return (
    <footer className="landing-footer">
      <div className="container landing-footer-inner">
        <div className="landing-footer-brand">
          <p className="landing-footer-name">Virada</p>
          <p className="muted">Apoio gratuito para a recuperação do vício em apostas.</p>
          <p className="muted">
            Em crise? Ligue <a href={`tel:${CRISIS_LINE}`}>{CRISIS_LINE}</a> (CVV), 24 horas, gratuito.
          </p>
        </div>
        <nav aria-label="Rodapé" className="landing-footer-nav">
          <ul>
            <li>
              <Link to="/psychologist">Área do Psicólogo</Link>
            </li>
            <li>
              <Link to="/learn">Conteúdo</Link>
            </li>
            <li>
              <Link to="/contato">Contato</Link>
            </li>
            <li>
              <Link to="/termos">Termos de uso e privacidade</Link>
            </li>
          </ul>
        </nav>
        <div className="landing-footer-legal muted">
          <p>
            © {year} {siteInfo?.company.legalName || 'Virada'}
          </p>
          {/* Not configured (''): no line, never a made-up number. */}
          {siteInfo?.company.cnpj ? <p>CNPJ {siteInfo.company.cnpj}</p> : null}
        </div>
      </div>
    </footer>
  );
}
