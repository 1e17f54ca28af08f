import { Link } from '@tanstack/react-router';
import type { SiteInfo } from '../../../shared/site-info';

/** The operator's legal name, or a neutral placeholder until /api/site-info answers or when not configured. */
export function LegalName({ info }: { info: SiteInfo | null }) {
  return <strong>{info?.company.legalName || 'a empresa responsável pelo Virada'}</strong>;
}

/** The contact / DPO e-mail as a mailto link; the contact page until it is known. */
export function ContactEmail({ info }: { info: SiteInfo | null }) {
  if (!info) return <Link to="/contato">página de Contato</Link>;
  return <a href={`mailto:${info.contactEmail}`}>{info.contactEmail}</a>;
}
