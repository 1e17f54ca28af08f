import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { InviteDto } from '../../../shared/psychologist-api-types';
import { formatInviteCode } from '../../../shared/schemas/sharing.schema';
import { formatDateBR } from '../../lib/client-summary-format';
import { showToast } from '../../lib/toaster';

/** A fresh code, big and grouped in fours, with a copy button and when it stops working. */
export function InviteCode({ invite }: { invite: InviteDto }) {
  const [copied, setCopied] = useState(false);
  const code = formatInviteCode(invite.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      showToast({
        title: 'Não foi possível copiar',
        description: 'Selecione o código e copie manualmente.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="invite-code-box">
      <p className="invite-code-label">Código de convite</p>
      <p className="invite-code" aria-live="polite">
        {code}
      </p>
      <button type="button" className="btn btn-secondary" onClick={copy}>
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        {copied ? 'Copiado' : 'Copiar código'}
      </button>
      <p className="muted invite-code-note">
        Válido até {formatDateBR(invite.expiresAt)}. Funciona uma única vez: gere um código para cada cliente.
      </p>
    </div>
  );
}
