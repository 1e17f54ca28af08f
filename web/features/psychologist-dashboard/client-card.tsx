import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { ClientSummaryDto } from '../../../shared/psychologist-api-types';
import { clientFacts } from '../../lib/client-summary-format';
import { ClientAttention } from './client-attention';
import { ClientFactList } from './client-fact-list';
import { ClientScopes } from './client-scopes';

/** One client on the panel: what they share and how the last weeks went, within those scopes. */
export function ClientCard({ client }: { client: ClientSummaryDto }) {
  const titleId = `client-${client.clientId}`;
  return (
    <li className="card client-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="client-card-name">
        <Link to="/psychologist-dashboard/clients/$clientId" params={{ clientId: client.clientId }}>
          {client.name}
          <ChevronRight size={20} aria-hidden="true" />
        </Link>
      </h3>
      <ClientScopes scopes={client.scopes} />
      <ClientFactList facts={clientFacts(client)} />
      <ClientAttention items={client.attention} />
    </li>
  );
}
