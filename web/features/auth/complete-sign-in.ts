import { REDIRECT_FALLBACK_DELAY_MS } from '../../../shared/constants';
import type { PublicUser } from '../../../shared/schemas/user.schema';
import { toastTexts as t } from '../../../shared/texts/toast.texts';
import { track } from '../../lib/analytics';
import { storeUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';

type Kind = 'login' | 'register';

/**
 * Spec §4 "Login success" / "Registration success": store the user, record analytics, greet,
 * then go on. If anything after the server's success fails, a fallback message is shown and
 * the redirect still happens after 1 second: the account exists, the person must not be stuck.
 */
export function completeSignIn(kind: Kind, user: PublicUser, go: () => void): void {
  try {
    storeUser(user);
    // A new session starts without anyone's community pages kept for offline reading.
    void import('../../lib/community-read-cache').then((m) => m.clearCommunityReads(), logLoadFailure);
    // Records kept while the session had ended go out now (the root starts syncing a new member).
    if (user.userType !== 'psychologist')
      void import('../../sync/sync-engine').then((m) => m.requestSync({ full: true }));
    track(kind === 'login' ? 'login' : 'sign_up');
    track(kind === 'login' ? 'user_login' : 'user_registration');
    const firstName = user.name.split(' ')[0] ?? user.name;
    showToast(
      kind === 'login'
        ? { title: t.welcomeBackTitle(firstName), description: t.welcomeBackDescription }
        : {
            title: t.welcomeTitle(firstName),
            // The assessment is the member's first step; a psychologist never takes it.
            description:
              user.userType === 'psychologist' ? t.welcomePsychologistDescription : t.welcomeDescription,
          },
    );
    go();
  } catch (err) {
    console.error('post sign-in processing failed', err);
    showToast({ title: t.postSuccessFallbackTitle, description: t.postSuccessFallbackDescription });
    setTimeout(go, REDIRECT_FALLBACK_DELAY_MS);
  }
}

function logLoadFailure(err: unknown): void {
  console.error('community pages kept offline could not be cleared', err);
}
