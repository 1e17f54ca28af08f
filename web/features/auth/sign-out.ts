import { api } from '../../../shared/api';
import { toastTexts } from '../../../shared/texts/toast.texts';
import { apiPost } from '../../lib/api-client';
import { clearStoredUser, readStoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';

/**
 * Sair (spec §2): ends the server session and clears the stored user. For a member it also stops
 * syncing and deletes their records from this device (DESIGN.md §5.8; the header warns first when
 * some were not sent yet). Offline, the local sign-out still happens; the server session then
 * simply expires.
 */
export async function signOut(): Promise<void> {
  const user = readStoredUser();
  // First, so that a sync answer still under way finds no signed-in member to store data for.
  clearStoredUser();
  if (user && user.userType !== 'psychologist') {
    try {
      const { forgetMember } = await import('../../sync/forget-member');
      await forgetMember(user.id);
    } catch (err) {
      console.error('local data could not be cleared on sign-out', err);
    }
  }
  try {
    await apiPost(api.authLogout);
  } catch (err) {
    console.warn('logout request failed; signing out locally', err);
  }
  showToast({ title: toastTexts.signedOutTitle, description: toastTexts.signedOutDescription });
}
