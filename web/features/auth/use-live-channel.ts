import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useStoredUser } from '../../lib/stored-user';
import { whenSettled } from '../../lib/when-settled';

/**
 * While someone is signed in, keeps the tab's live socket open (live-session.ts, loaded on
 * demand so that visitors and the sign-in page never download it), from the moment the page has
 * settled (lib/when-settled.ts). When the session ends
 * elsewhere: the sign-in page, with its notice when the account's data was forgotten here.
 */
export function useLiveChannel(): void {
  const router = useRouter();
  const user = useStoredUser();
  const userId = user?.id ?? null;
  const member = user !== null && user.userType !== 'psychologist';

  useEffect(() => {
    if (!userId) return;
    let active = true;
    let stop: (() => void) | undefined;
    const onSignedOut = (forgot: boolean) =>
      void (forgot ? router.navigate({ to: '/login' }) : router.invalidate());
    const cancel = whenSettled(() => {
      import('./live-session')
        .then(({ openLiveSession }) => {
          if (active) stop = openLiveSession(member, onSignedOut);
        })
        .catch((err: unknown) => console.error('[virada] live channel could not start', err));
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, [userId, member, router]);
}
