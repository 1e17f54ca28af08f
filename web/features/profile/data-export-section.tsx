import { Download } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../shared/api';
import { apiFetch, failureMessage, NetworkError } from '../../lib/api-client';
import type { StoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';
import { exportFileName } from './profile-format';
import { ProfileSection } from './profile-section';

/** Saves `blob` as a file through a temporary link (works on phones without a file picker). */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Baixar meus dados' (LGPD art. 18): everything the account holds, as one JSON file. */
export function DataExportSection({ user }: { user: StoredUser }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const response = await apiFetch('GET', api.profileExport);
      const name = exportFileName(response.headers.get('Content-Disposition'), new Date(), user.timezone);
      saveFile(await response.blob(), name);
    } catch (err) {
      showToast({
        title: 'Não foi possível baixar seus dados',
        description:
          err instanceof NetworkError
            ? 'É preciso estar on-line para baixar o arquivo. Tente de novo quando tiver conexão.'
            : failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileSection id="baixar" title="Baixar meus dados">
      <p className="muted">
        Um arquivo com tudo o que sua conta guarda: avaliações, metas, check-ins, recaídas, medalhas,
        compartilhamentos e quem acessou seus dados. É um direito seu pela LGPD (art. 18).
      </p>
      <button type="button" className="btn btn-secondary" onClick={download} disabled={busy}>
        <Download size={18} aria-hidden="true" />
        {busy ? 'Preparando arquivo...' : 'Baixar meus dados'}
      </button>
    </ProfileSection>
  );
}
