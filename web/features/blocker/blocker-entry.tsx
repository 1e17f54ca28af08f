import './blocker.css';
import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useSiteInfo } from '../../lib/use-site-info';
import { isAndroid } from './blocker-link';

/** Whether this device can install the blocker app (Android); read once, it never changes. */
export const blockerAvailable = (): boolean =>
  typeof navigator !== 'undefined' && isAndroid(navigator.userAgent);

/**
 * The blocker app can be asked for: an Android device and a WhatsApp number configured
 * (BLOCKER_WHATSAPP). Without a number the entries lead to the blocking guide, as on other devices.
 */
function useBlockerRequest(): boolean {
  // `links?.`: a site-info without links (an older server, a stub) must not take the dashboard down.
  const whatsapp = useSiteInfo()?.links?.blockerWhatsapp;
  return blockerAvailable() && Boolean(whatsapp);
}

interface BlockerEntryProps {
  onOpen: () => void;
}

/**
 * The header button. On Android it opens the blocker-app dialog; elsewhere the app cannot be
 * installed, so it leads to the guide on blocking betting sites instead.
 */
export function BlockerButton({ onOpen }: BlockerEntryProps) {
  if (!useBlockerRequest())
    return (
      <Link
        to="/articles/$slug"
        params={{ slug: 'gambling-blockers' }}
        className="btn btn-secondary blocker-btn"
      >
        <ShieldCheck size={18} aria-hidden="true" /> Bloquear apostas
      </Link>
    );
  return (
    <button type="button" className="btn btn-secondary blocker-btn" onClick={onOpen}>
      <ShieldCheck size={18} aria-hidden="true" /> Baixar app bloqueador
    </button>
  );
}

/** The blocker-app card of the dashboard. */
export function BlockerCard({ onOpen }: BlockerEntryProps) {
  const android = useBlockerRequest();
  return (
    <section className="card blocker-card" aria-labelledby="blocker-card-title">
      <span className="blocker-card-icon" aria-hidden="true">
        <ShieldCheck size={26} />
      </span>
      <div>
        <h2 id="blocker-card-title" className="card-title">
          Bloqueie as apostas no celular
        </h2>
        <p className="muted">
          {android
            ? 'Um app bloqueador impede o acesso a sites e apps de apostas nos momentos difíceis.'
            : 'Veja como bloquear sites e apps de apostas no seu aparelho, para os momentos difíceis.'}
        </p>
        {android ? (
          <button type="button" className="btn btn-primary" onClick={onOpen}>
            Quero o app bloqueador
          </button>
        ) : (
          <Link to="/articles/$slug" params={{ slug: 'gambling-blockers' }} className="btn btn-primary">
            Ver como bloquear
          </Link>
        )}
      </div>
    </section>
  );
}
