import { KeyRound } from 'lucide-react';
import { InviteCode } from './invite-code';
import { useCreateInvite } from './use-create-invite';

/** Creates a one-time code for a client to share their data with this psychologist. */
export function InviteCard() {
  const { invite, refusal, busy, create } = useCreateInvite();
  return (
    <section className="card invite-card" aria-labelledby="invite-title">
      <h2 id="invite-title">
        <KeyRound size={20} aria-hidden="true" /> Convidar um cliente
      </h2>
      <p className="muted">
        O cliente digita o código no app do Virada e escolhe o que compartilhar com você. Ele pode revogar
        quando quiser.
      </p>
      {invite && <InviteCode key={invite.code} invite={invite} />}
      {refusal && (
        <p className="invite-refusal" role="alert">
          {refusal}
        </p>
      )}
      <button
        type="button"
        className={`btn btn-block ${invite ? 'btn-ghost' : 'btn-primary'}`}
        onClick={create}
        disabled={busy}
      >
        {busy ? 'Gerando...' : invite ? 'Gerar outro código' : 'Gerar código de convite'}
      </button>
    </section>
  );
}
