import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { api } from '../../../shared/api';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../../../shared/constants';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { contactRequestSchema } from '../../../shared/schemas/psychologist.schema';
import { validate } from '../../../shared/schemas/validate';
import { AppDialog } from '../../components/app-dialog';
import { TextAreaField } from '../../components/ui/text-area-field';
import { track } from '../../lib/analytics';
import { apiPost, failureMessage } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';

interface TherapistContactDialogProps {
  therapist: TherapistPublicDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}

/** Confirms what the psychologist will receive, then sends the contact request. */
export function TherapistContactDialog({
  therapist,
  open,
  onOpenChange,
  onSent,
}: TherapistContactDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Entrar em contato"
      description={`${therapist.displayName} vai receber apenas o seu nome, o seu e-mail e a mensagem abaixo, se você escrever uma.`}
      icon={<Send size={22} />}
    >
      <ContactForm therapist={therapist} onCancel={() => onOpenChange(false)} onSent={onSent} />
    </AppDialog>
  );
}

function ContactForm({
  therapist,
  onCancel,
  onSent,
}: {
  therapist: TherapistPublicDto;
  onCancel: () => void;
  onSent: () => void;
}) {
  const user = useStoredUser();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(contactRequestSchema, { message });
    if (!parsed.ok) return setError(parsed.fieldErrors.message);
    track('psychologist_contact_clicked', therapist.id);
    setBusy(true);
    try {
      await apiPost(api.therapistContact(therapist.id), parsed.value);
      track('therapist_contacted', therapist.id);
      showToast({
        title: 'Pedido enviado',
        description: `${therapist.displayName} vai receber seu contato.`,
      });
      onSent();
    } catch (err) {
      setError(failureMessage(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <dl className="contact-summary">
        <div>
          <dt>Seu nome</dt>
          <dd>{user?.name}</dd>
        </div>
        <div>
          <dt>Seu e-mail</dt>
          <dd>{user?.email}</dd>
        </div>
      </dl>
      <TextAreaField
        label="Mensagem (opcional)"
        name="message"
        rows={4}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        placeholder="Ex: Gostaria de marcar uma primeira conversa. Prefiro atendimento online à noite."
        value={message}
        onValueChange={(value) => {
          setMessage(value);
          setError(undefined);
        }}
        error={error}
      />
      <p className="field-hint">Seu progresso, check-ins e anotações não são enviados.</p>
      <div className="app-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Enviando...' : 'Enviar pedido'}
        </button>
      </div>
    </form>
  );
}
