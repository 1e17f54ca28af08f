import { useState } from 'react';
import type { InviteDto } from '../../../shared/psychologist-api-types';
import { failureMessage } from '../../lib/api-client';
import { createInvite } from './psychologist-requests';

/** `POST /api/sharing/invites`: the new code, or the server's reason in pt-BR (e.g. CRP still in review). */
export function useCreateInvite() {
  const [invite, setInvite] = useState<InviteDto | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      setInvite(await createInvite());
    } catch (err) {
      setRefusal(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { invite, refusal, busy, create };
}
