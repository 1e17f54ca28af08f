import { INVITE_TTL_DAYS } from '../../../shared/constants';
import type { ClientSummaryDto } from '../../../shared/psychologist-api-types';
import { ClientCard } from './client-card';

/** The clients who share with this psychologist, or how to get the first one. */
export function ClientList({ clients }: { clients: readonly ClientSummaryDto[] }) {
  return (
    <section className="psy-section" aria-labelledby="clients-title">
      <h2 id="clients-title">Seus clientes{clients.length > 0 && ` (${clients.length})`}</h2>
      {clients.length === 0 ? (
        <div className="card psy-empty">
          <p>Nenhum cliente compartilha dados com você ainda.</p>
          <ol>
            <li>Gere um código de convite aqui no painel.</li>
            <li>Entregue o código ao cliente, na sessão ou por mensagem.</li>
            <li>
              No app do Virada, o cliente digita o código e escolhe o que quer compartilhar. O código vale por{' '}
              {INVITE_TTL_DAYS} dias e funciona uma única vez.
            </li>
          </ol>
          <p className="muted">Assim que ele aceitar, o resumo dele aparece aqui.</p>
        </div>
      ) : (
        <ul className="client-list">
          {clients.map((client) => (
            <ClientCard key={client.clientId} client={client} />
          ))}
        </ul>
      )}
    </section>
  );
}
