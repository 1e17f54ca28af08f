import './legal.css';
import { TERMS_VERSION } from '../../../shared/constants';
import { formatLongDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { useSiteInfo } from '../../lib/use-site-info';
import { termsSections } from './terms-sections';

/** /termos: terms of use and privacy policy (LGPD), with a table of contents. */
export function TermsPage() {
  usePageTitle('Termos de uso e política de privacidade');
  const siteInfo = useSiteInfo();
  const sections = termsSections(siteInfo);

  return (
    <article className="container page legal" aria-labelledby="legal-title">
      <header className="legal-header">
        <h1 id="legal-title">Termos de uso e política de privacidade</h1>
        <p className="muted">
          Versão {TERMS_VERSION}, em vigor desde {formatLongDate(TERMS_VERSION)}.
        </p>
        <p>
          Escrevemos este texto da forma mais clara possível. Ele explica as regras de uso do Virada e como
          cuidamos dos seus dados, que incluem informações sensíveis sobre a sua saúde.
        </p>
      </header>

      <div className="legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal-toc-title">
            Nesta página
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="legal-body">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal-section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="legal-section-number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
