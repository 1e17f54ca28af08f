import { useEffect } from 'react';
import { useStoredUser } from '../lib/stored-user';
import { whenSettled } from '../lib/when-settled';

/**
 * Runs the sync engine while a member is signed in on this page, and stops it when they leave or
 * another person signs in. The engine (and Dexie) load on demand: visitors never download them.
 * It starts once the page has settled (lib/when-settled.ts): pages read IndexedDB themselves, and
 * their first screen does not wait for the engine's code nor its network work.
 */
export function useMemberSync(): void {
  const user = useStoredUser();
  const memberId = user && user.userType !== 'psychologist' ? user.id : null;

  useEffect(() => {
    if (!memberId) return;
    // Start and stop run in the order they were asked, as both wait on the same module.
    let active = true;
    let engine: Promise<typeof import('./sync-engine')> | null = null;
    const cancel = whenSettled(() => {
      engine = import('./sync-engine');
      engine.then((m) => active && m.startSync(memberId)).catch(logLoadFailure);
    });
    return () => {
      active = false;
      cancel();
      engine?.then((m) => m.stopSync()).catch(logLoadFailure);
    };
  }, [memberId]);
}

function logLoadFailure(err: unknown): void {
  console.error('[virada] sync could not start', err);
}
