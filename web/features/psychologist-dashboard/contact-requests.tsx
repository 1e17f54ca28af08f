import { Mail } from 'lucide-react';
import type { ContactRequestDto } from '../../../shared/psychologist-api-types';
import { ContactRequestItem } from './contact-request-item';

/** Members who asked this psychologist for contact through the directory: open ones first. */
export function ContactRequests({
  requests,
  onHandled,
}: {
  requests: readonly ContactRequestDto[];
  onHandled: (id: string) => void;
}) {
  const open = requests.filter((r) => r.status === 'pending');
  const handled = requests.filter((r) => r.status === 'handled');
  return (
    <section className="psy-section" aria-labelledby="requests-title">
      <h2 id="requests-title">
        <Mail size={20} aria-hidden="true" /> Pedidos de contato{open.length > 0 && ` (${open.length})`}
      </h2>
      {open.length === 0 ? (
        <p className="card psy-empty">
          Nenhum pedido de contato em aberto. Quando um membro pedir contato pela lista de psicólogos, o
          pedido aparece aqui.
        </p>
      ) : (
        <ul className="contact-requests">
          {open.map((request) => (
            <ContactRequestItem key={request.id} request={request} onHandled={onHandled} />
          ))}
        </ul>
      )}
      {handled.length > 0 && (
        <details className="contact-requests-handled">
          <summary>Respondidos ({handled.length})</summary>
          <ul className="contact-requests">
            {handled.map((request) => (
              <ContactRequestItem key={request.id} request={request} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
