import { useState } from 'react';
import type { ContactRequestDto } from '../../../shared/psychologist-api-types';
import { failureMessage } from '../../lib/api-client';
import { formatDateBR } from '../../lib/client-summary-format';
import { showToast } from '../../lib/toaster';
import { markContactHandled } from './psychologist-requests';

/** One request: who, how to answer (e-mail), their message; open ones can be marked as answered. */
export function ContactRequestItem({
  request,
  onHandled,
}: {
  request: ContactRequestDto;
  onHandled?: (id: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const markHandled = async () => {
    setBusy(true);
    try {
      await markContactHandled(request.id);
      onHandled?.(request.id);
    } catch (err) {
      showToast({
        title: 'Não foi possível atualizar',
        description: failureMessage(err),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };
  return (
    <li className="card contact-request">
      <p className="contact-request-head">
        <strong>{request.memberName}</strong>
        <time dateTime={request.createdAt}>{formatDateBR(request.createdAt)}</time>
      </p>
      <p>
        <a href={`mailto:${request.memberEmail}`}>{request.memberEmail}</a>
      </p>
      {request.message ? (
        <p className="contact-request-message">{request.message}</p>
      ) : (
        <p className="muted">Sem mensagem.</p>
      )}
      {onHandled && (
        <button type="button" className="btn btn-secondary" onClick={markHandled} disabled={busy}>
          {busy ? 'Salvando...' : 'Marcar como respondido'}
        </button>
      )}
    </li>
  );
}
