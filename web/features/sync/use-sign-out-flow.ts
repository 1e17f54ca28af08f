import { useState } from 'react';
import type { StoredUser } from '../../lib/stored-user';

/**
 * Sair with the unsent-records check (DESIGN.md §5.8). `request()` signs out at once when nothing
 * is pending, otherwise sets `warningFor` so the caller shows the warning dialog. The Dexie code
 * is loaded only here, on demand: the header is on every page, the landing page included.
 */
export function useSignOutFlow(user: StoredUser | null, signOutNow: () => Promise<void>) {
  const [warningFor, setWarningFor] = useState<string | null>(null);

  const request = async () => {
    if (user && user.userType !== 'psychologist') {
      const pending = await import('../../sync/forget-member')
        .then((m) => m.countPendingRecords(user.id))
        .catch(() => 0);
      if (pending > 0) return setWarningFor(user.id);
    }
    await signOutNow();
  };

  const confirm = async () => {
    setWarningFor(null);
    await signOutNow();
  };

  return { warningFor, request, confirm, cancel: () => setWarningFor(null) };
}
