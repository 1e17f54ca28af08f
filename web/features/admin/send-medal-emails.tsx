import { Mail } from 'lucide-react';
import { useState } from 'react';
import type { FanOutJobDto } from '../../../shared/admin-api-types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { failureMessage } from '../../lib/api-client';
import { type AdminPeriod, longDate } from './admin-period';
import { sendMedalEmails } from './admin-requests';

interface SendMedalEmailsProps {
  period: AdminPeriod;
  pending: number;
  /** The job the server recorded: sent in the background, shown with its progress. */
  onSent: (job: FanOutJobDto) => void;
}

/** 'Enviar e-mails', confirmed first; the server never sends the same medal's e-mail twice. */
export function SendMedalEmails({ period, pending, onSent }: SendMedalEmailsProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const job = await sendMedalEmails(period);
      setOpen(false);
      onSent(job);
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={pending === 0}
        onClick={() => setOpen(true)}
      >
        <Mail size={18} aria-hidden="true" /> Enviar e-mails
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
        }}
        title="Enviar os e-mails de parabéns?"
        description={`${pending === 1 ? '1 e-mail será enviado' : `${pending} e-mails serão enviados`} pelas medalhas conquistadas de ${longDate(period.from)} a ${longDate(period.to)}. Quem já recebeu o e-mail de uma medalha não recebe de novo.`}
        icon={<Mail size={22} />}
        error={error}
        busy={busy}
        confirmLabel="Confirmar envio"
        busyLabel="Enviando..."
        onConfirm={send}
      />
    </>
  );
}
