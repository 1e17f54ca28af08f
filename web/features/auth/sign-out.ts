import { api } from '../../../shared/api';
import { toastTexts } from '../../../shared/texts/toast.texts';
import { apiPost } from '../../lib/api-client';
import { clearStoredUser, readStoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';

/**
 * Forgets the signed-in person on this device: the stored user and, for a member, their records,
 * sync state and the worker's queued writes (DESIGN.md §5.8), and any analytics events not sent
 * yet (they would otherwise go out under the next person's session). Used by Sair and after the account
 * is deleted. It never fails: a storage error is logged and the stored user is gone either way.
 */
export async function forgetSignedInUser(): Promise<void> {
  const user = readStoredUser();
  // First, so that a sync answer still under way finds no signed-in member to store data for.
  clearStoredUser();
  if (user && user.userType !== 'psychologist') {
    try {
      const { forgetMember } = await import('../../sync/forget-member');
      await forgetMember(user.id);
    } catch (err) {
      console.error('local data could not be cleared', err);
    }
  }
  if (user) {
    try {
      const { clearAnalyticsOutbox } = await import('../../lib/analytics-outbox');
      await clearAnalyticsOutbox();
    } catch (err) {
      console.error('pending analytics events could not be cleared', err);
    }
  }
}

/**
 * Sair (spec §2): ends the server session and forgets the person on this device (the header
 * warns first when some records were not sent yet). Offline, the local sign-out still happens;
 * the server session then simply expires.
 */
export async function signOut(): Promise<void> {
  await forgetSignedInUser();
  try {
    await apiPost(api.authLogout);
  } catch (err) {
    console.warn('logout request failed; signing out locally', err);
  }
  showToast({ title: toastTexts.signedOutTitle, description: toastTexts.signedOutDescription });
}
