import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { TherapistContactDialog } from './therapist-contact-dialog';

interface TherapistContactProps {
  therapist: TherapistPublicDto;
  onRequested: () => void;
}

/** 'Entrar em contato', or the 'Pedido enviado' state once the member asked. */
export function TherapistContact({ therapist, onRequested }: TherapistContactProps) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card therapist-contact" aria-labelledby="therapist-contact-title">
      {therapist.contactRequested ? (
        <div className="therapist-contact-sent" role="status">
          <CheckCircle2 size={28} aria-hidden="true" />
          <div>
            <h2 id="therapist-contact-title">Pedido enviado</h2>
            <p>
              {therapist.displayName} recebeu seu nome e seu e-mail e vai entrar em contato com você. Se
              preferir, você também pode procurar outro profissional.
            </p>
          </div>
        </div>
      ) : (
        <>
          <h2 id="therapist-contact-title">Quer conversar com {therapist.displayName}?</h2>
          <p className="muted">
            Antes de enviar, você vê exatamente o que será enviado. Nada do seu progresso é compartilhado por
            este pedido.
          </p>
          <button type="button" className="btn btn-primary btn-lg btn-block" onClick={() => setOpen(true)}>
            <Send size={18} aria-hidden="true" /> Entrar em contato
          </button>
          <TherapistContactDialog
            therapist={therapist}
            open={open}
            onOpenChange={setOpen}
            onSent={() => {
              setOpen(false);
              onRequested();
            }}
          />
        </>
      )}
    </section>
  );
}
