import { useEffect } from 'react';
import { useStoredUser } from '../lib/stored-user';

/**
 * Runs the sync engine while a member is signed in on this page, and stops it when they leave or
 * another person signs in. The engine (and Dexie) load on demand: visitors never download them.
 */
export function useMemberSync(): void {
  const user = useStoredUser();
  const memberId = user && user.userType !== 'psychologist' ? user.id : null;

  useEffect(() => {
    if (!memberId) return;
    // Start and stop run in the order they were asked, as both wait on the same module.
    let active = true;
    const engine = import('./sync-engine');
    engine.then((m) => active && m.startSync(memberId)).catch(logLoadFailure);
    return () => {
      active = false;
      engine.then((m) => m.stopSync()).catch(logLoadFailure);
    };
  }, [memberId]);
}

function logLoadFailure(err: unknown): void {
  console.error('[virada] sync could not start', err);
}
