import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../../shared/api';
import type { AuthResponse } from '../../../shared/schemas/user.schema';
import { SESSION_CHANNEL } from '../../../shared/session-change';
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
const LOGOUT_RETRIES = 3;
const LOGOUT_RETRY_MS = 5000;

export function useSessionCheck(): void {
  const router = useRouter();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per app start
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = async (retriesLeft = 0) => {
      clearTimeout(retry);
      if (!navigator.onLine) return;
      if (isLogoutPending()) {
        // Just back online, the first request may still fail: try again a few times.
        const ended = await sendPendingLogout();
        if (!ended && retriesLeft > 0) retry = setTimeout(() => void check(retriesLeft - 1), LOGOUT_RETRY_MS);
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
    const checkNow = () => void check(LOGOUT_RETRIES);
    checkNow();
    window.addEventListener('online', checkNow);
    // The worker had a sign-out acknowledged: the network works, so settle this page's copy too.
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
    channel?.addEventListener('message', checkNow);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', checkNow);
      channel?.close();
    };
  }, []);
}
