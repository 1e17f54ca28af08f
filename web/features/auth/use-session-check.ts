import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../../shared/api';
import type { AuthResponse } from '../../../shared/schemas/user.schema';
import { ApiError, apiGet } from '../../lib/api-client';
import { clearStoredUser, readStoredUser, storeUser } from '../../lib/stored-user';

/**
 * On start (and when the connection comes back), asks the server whether the stored user's
 * session is still alive. A 401 means it ended (expired, or revoked by support): the stored user
 * is cleared and a guarded page sends the person to sign in. Offline, nothing changes.
 */
export function useSessionCheck(): void {
  const router = useRouter();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per app start
  useEffect(() => {
    const check = async () => {
      if (!readStoredUser() || !navigator.onLine) return;
      try {
        const { user } = await apiGet<AuthResponse>(api.authMe);
        storeUser(user);
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
