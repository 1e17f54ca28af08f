import './contact.css';
import { Link } from '@tanstack/react-router';
import { contactTexts as t } from '../../../shared/texts/contact.texts';
import { CrisisLines } from '../../components/crisis-lines';
import { usePageTitle } from '../../lib/use-page-title';
import { useSiteInfo } from '../../lib/use-site-info';
import { ContactForm } from './contact-form';

/**
 * /contato (issue 15): the help lines first, with a plain word that the form is not for
 * emergencies; then the form, answered with a protocol number; then the data-protection
 * contact (PRIVACY_EMAIL or CONTACT_EMAIL from /api/site-info; when neither is configured the
 * page points to the form's "Privacidade e dados (LGPD)" subject, never to a made-up address).
 * Public and prerendered; the form's checks load when the person first types.
 */
export function ContactPage() {
  usePageTitle('Contato');
  const info = useSiteInfo();
  const privacyEmail = info?.privacyEmail ?? null;

  return (
    <section className="container page contact-page" aria-labelledby="page-title">
      <header className="contact-header">
        <h1 id="page-title">Contato</h1>
        <p className="contact-lead">{t.lead}</p>
      </header>
      <aside className="contact-help" aria-label={t.helpLabel}>
        <p>{t.notForEmergencies}</p>
        <CrisisLines />
      </aside>

      <ContactForm />

      <section className="contact-privacy" aria-labelledby="contact-privacy-title">
        <h2 id="contact-privacy-title">{t.privacyTitle}</h2>
        {privacyEmail ? (
          <p>
            {t.privacyWithEmail} <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
          </p>
        ) : (
          <p>{t.privacyWithoutEmail}</p>
        )}
        <p>
          <Link to="/termos">{t.privacyTerms}</Link>
        </p>
      </section>
    </section>
  );
}
