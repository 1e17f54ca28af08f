import { toastTexts } from '../../../shared/texts/toast.texts';
import { markLogoutPending, sendPendingLogout } from '../../lib/pending-logout';
import { clearStoredUser, readStoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';

/**
 * Forgets the signed-in person on this device: the stored user and, for a member, their records,
 * sync state and the worker's queued writes (DESIGN.md §5.8), their chat messages, the copiloto's
 * conversation in this tab, the community pages kept for offline reading and any analytics events
 * not sent yet (they would otherwise go out under the next person's session).
 * Used by Sair and after the account is deleted. It never fails: a storage error is logged and
 * the stored user is gone either way.
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
      const { forgetPending } = await import('../../lib/chat-pending');
      forgetPending(user.id);
    } catch (err) {
      console.error('unsent chat messages could not be cleared', err);
    }
    try {
      const { forgetConversation } = await import('../../lib/copilot-conversation');
      forgetConversation();
    } catch (err) {
      console.error('the copiloto conversation could not be cleared', err);
    }
    try {
      const { clearCommunityReads } = await import('../../lib/community-read-cache');
      await clearCommunityReads();
    } catch (err) {
      console.error('community pages kept offline could not be cleared', err);
    }
    try {
      const { clearAnalyticsOutbox } = await import('../../lib/analytics-outbox');
      await clearAnalyticsOutbox();
    } catch (err) {
      console.error('pending analytics events could not be cleared', err);
    }
  }
}

/**
 * Sair (spec §2): forgets the person on this device and ends the server session (the header warns
 * first when some records were not sent yet). The sign-out is marked pending before anything
 * else: offline, it is sent as soon as the network returns (by the page on start and on
 * `online`, by the worker's queue when the page is closed), and until the server acknowledges it
 * this browser is treated as signed out (lib/pending-logout.ts).
 */
export async function signOut(): Promise<void> {
  markLogoutPending();
  await forgetSignedInUser();
  const ended = await sendPendingLogout();
  showToast({
    title: toastTexts.signedOutTitle,
    description: ended ? toastTexts.signedOutDescription : toastTexts.signedOutPendingDescription,
  });
}
