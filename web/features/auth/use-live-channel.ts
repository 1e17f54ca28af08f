import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { LiveMessage } from '../../../shared/live';
import { GRANTS_CHANGED_EVENT } from '../../lib/live-events';
import { useStoredUser } from '../../lib/stored-user';
import { sessionEnded } from './session-ended';

/**
 * While someone is signed in, keeps the tab's live socket (lib/live-channel.ts, loaded on demand)
 * and acts on what it hears: a member's records changed elsewhere → the sync engine pulls; a
 * grant changed → pages showing grants read them again; the session ended → `sessionEnded`, then
 * the sign-in page. On every (re)connection (`resync`) all of it is read again.
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
    const pull = () => {
      if (member) void import('../../sync/sync-engine').then((m) => m.requestSync());
    };
    const onMessage = (message: LiveMessage) => {
      switch (message.type) {
        case 'changed':
          return pull();
        case 'grants-changed':
          return void window.dispatchEvent(new Event(GRANTS_CHANGED_EVENT));
        case 'resync':
          pull();
          return void window.dispatchEvent(new Event(GRANTS_CHANGED_EVENT));
        case 'session-ended':
          return void sessionEnded(message.reason).then((forgot) =>
            forgot ? router.navigate({ to: '/login' }) : router.invalidate(),
          );
      }
    };
    import('../../lib/live-channel')
      .then(({ LiveConnection }) => {
        if (!active) return;
        const connection = new LiveConnection(onMessage);
        connection.start();
        stop = () => connection.stop();
      })
      .catch((err: unknown) => console.error('[virada] live channel could not start', err));
    return () => {
      active = false;
      stop?.();
    };
  }, [userId, member, router]);
}
