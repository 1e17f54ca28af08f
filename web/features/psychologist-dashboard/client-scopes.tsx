import type { ShareScope } from '../../../shared/constants';
import { scopeLabels } from '../../lib/client-summary-format';

/** The scopes the client granted, as small labels ('Progresso', 'Check-ins e recaídas'…). */
export function ClientScopes({ scopes }: { scopes: readonly ShareScope[] }) {
  return (
    <p className="client-scopes">
      <span className="visually-hidden">Compartilha: </span>
      {scopeLabels(scopes).map((label) => (
        <span key={label} className="badge">
          {label}
        </span>
      ))}
    </p>
  );
}
