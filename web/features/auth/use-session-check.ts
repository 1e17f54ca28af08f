import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../../shared/api';
import type { AuthResponse } from '../../../shared/schemas/user.schema';
import { ApiError, apiGet } from '../../lib/api-client';
import { isLogoutPending, sendPendingLogout } from '../../lib/pending-logout';
import { clearStoredUser, readStoredUser, storeUser } from '../../lib/stored-user';

/**
 * On start (and when the connection comes back), asks the server whether the stored user's
 * session is still alive. A 401 means it ended (expired, or revoked by support): the stored user
 * is cleared and a guarded page sends the person to sign in. Offline, nothing changes.
 *
 * A sign-out made offline comes first: while it is pending, the server's answer about the old
 * session is not asked for nor trusted; the sign-out is sent instead (lib/pending-logout.ts).
 */
export function useSessionCheck(): void {
  const router = useRouter();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per app start
  useEffect(() => {
    const check = async () => {
      if (!navigator.onLine) return;
      if (isLogoutPending()) {
        await sendPendingLogout();
        return;
      }
      const stored = readStoredUser();
      if (!stored) return;
      try {
        const { user } = await apiGet<AuthResponse>(api.authMe);
        // Unless the person signed out (or in as someone else) while the answer was on its way.
        if (readStoredUser()?.id === stored.id) storeUser(user);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          clearStoredUser();
          // Re-running the route guards sends a guarded page to sign-in.
          void router.invalidate();
        }
      }
    };
    void check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, []);
}
