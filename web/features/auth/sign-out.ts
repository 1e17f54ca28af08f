import { api } from '../../../shared/api';
import { toastTexts } from '../../../shared/texts/toast.texts';
import { apiPost } from '../../lib/api-client';
import { clearStoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';

/**
 * Sair (spec §2): ends the server session and clears the stored user. Offline, the local sign-out
 * still happens; the server session then simply expires.
 */
export async function signOut(): Promise<void> {
  try {
    await apiPost(api.authLogout);
  } catch (err) {
    console.warn('logout request failed; signing out locally', err);
  }
  clearStoredUser();
  showToast({ title: toastTexts.signedOutTitle, description: toastTexts.signedOutDescription });
}
