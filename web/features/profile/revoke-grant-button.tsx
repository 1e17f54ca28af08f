import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../shared/api';
import type { SharingGrantDto } from '../../../shared/psychologist-api-types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { apiDelete, failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';

/** 'Parar de compartilhar', confirmed first; the server cuts access at once. */
export function RevokeGrantButton({ grant, onRevoked }: { grant: SharingGrantDto; onRevoked: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const revoke = async () => {
    setBusy(true);
    try {
      await apiDelete(api.sharingGrant(grant.psychologistId));
      setOpen(false);
      showToast({
        title: 'Compartilhamento encerrado',
        description: `${grant.displayName} não tem mais acesso aos seus dados.`,
      });
      onRevoked();
    } catch (err) {
      setError(failureMessage(err));
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        Parar de compartilhar
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
        }}
        title="Parar de compartilhar?"
        description={`${grant.displayName} deixa de ver seus dados no mesmo instante. Se quiser voltar a compartilhar, peça um novo código.`}
        icon={<ShieldOff size={22} />}
        error={error}
        busy={busy}
        confirmLabel="Parar de compartilhar"
        busyLabel="Parando..."
        onConfirm={revoke}
        danger
      />
    </>
  );
}
