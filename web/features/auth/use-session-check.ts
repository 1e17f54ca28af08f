import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../../shared/api';
import { type SessionEndReason, sessionEndReasonOf } from '../../../shared/live';
import type { AuthResponse } from '../../../shared/schemas/user.schema';
import { SESSION_CHANNEL } from '../../../shared/session-change';
import { ApiError, apiGet } from '../../lib/api-client';
import { SESSION_CHECK_EVENT, type SessionCheckEvent } from '../../lib/live-events';
import { isLogoutPending, sendPendingLogout } from '../../lib/pending-logout';
import { clearStoredUser, readStoredUser, storeUser } from '../../lib/stored-user';

/**
 * On start (and when the connection comes back, or a sync was answered 401), asks the server
 * whether the stored user's session is still alive. A 401 means it ended: ran out (the stored
 * user is cleared, the records stay for the next sign-in, and a guarded page sends the person to
 * sign in) or ended on purpose elsewhere, which the answer's code says (the account's data is
 * forgotten on this device and the sign-in page says why: session-ended.ts). Offline, nothing
 * changes.
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
    const forget = async (reason: SessionEndReason) => {
      if (await import('./session-ended').then((m) => m.sessionEnded(reason))) {
        void router.navigate({ to: '/login' });
        return true;
      }
      return false;
    };
    const check = async (retriesLeft = 0, heard: SessionEndReason | null = null) => {
      clearTimeout(retry);
      // A refused request already said why the session ended (and may have cleared the cookie).
      if (heard && (await forget(heard))) return;
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
          // Ended on purpose elsewhere (the answer says why): forget the account here and say so.
          const reason = sessionEndReasonOf(err.body?.code);
          if (reason && (await forget(reason))) return;
          clearStoredUser();
          // Re-running the route guards sends a guarded page to sign-in.
          void router.invalidate();
        }
      }
    };
    const checkNow = () => void check(LOGOUT_RETRIES);
    const checkHeard = (event: Event) =>
      void check(LOGOUT_RETRIES, (event as SessionCheckEvent).detail?.reason ?? null);
    checkNow();
    window.addEventListener('online', checkNow);
    // A sync was answered 401, and the answer may have said why the session ended.
    window.addEventListener(SESSION_CHECK_EVENT, checkHeard);
    // The worker had a sign-out acknowledged: the network works, so settle this page's copy too.
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
    channel?.addEventListener('message', checkNow);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', checkNow);
      window.removeEventListener(SESSION_CHECK_EVENT, checkHeard);
      channel?.close();
    };
  }, []);
}
