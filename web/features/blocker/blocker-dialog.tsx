import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AppDialog } from '../../components/app-dialog';
import { TextField } from '../../components/ui/text-field';
import { useSiteInfo } from '../../lib/use-site-info';
import { blockerWhatsappLink } from './blocker-link';

interface BlockerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Android only: asks for the Play Store e-mail and opens a WhatsApp chat with it prefilled.
 * Sending closes the dialog and clears the field; so does closing it (the form unmounts).
 */
export function BlockerDialog({ open, onOpenChange }: BlockerDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="App bloqueador de apostas"
      description="Ele bloqueia sites e apps de apostas no seu celular. Informe o e-mail da sua conta da Play Store e nossa equipe libera a instalação para você pelo WhatsApp."
      icon={<ShieldCheck size={22} />}
    >
      <BlockerForm onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function BlockerForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const whatsapp = useSiteInfo()?.links.blockerWhatsapp;
  const ready = email.trim() !== '' && Boolean(whatsapp);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || !whatsapp) return;
    window.open(blockerWhatsappLink(whatsapp, email), '_blank', 'noopener,noreferrer');
    setEmail('');
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label="E-mail da conta da Play Store"
        name="playStoreEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="voce@gmail.com"
        value={email}
        onValueChange={setEmail}
        hint="É o e-mail que aparece na Play Store do seu celular."
      />
      <div className="app-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary" disabled={!ready}>
          Pedir pelo WhatsApp
        </button>
      </div>
    </form>
  );
}
