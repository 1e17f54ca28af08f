import { useEffect } from 'react';
import { useStoredUser } from '../lib/stored-user';
import { AccessTracker } from './access-tracker';
import { sharedInstallTracker } from './install-prompt';
import type { InstallTracker } from './install-tracker';
import { useServiceWorkerUpdates } from './use-service-worker-updates';

// One of each per page, created by the first AppLifecycle; they outlive React's remounts (and
// StrictMode's double effects), so a remount never ends or restarts an access session.
let accessTracker: AccessTracker | null = null;
let installTracker: InstallTracker | null = null;

/** The page's install tracker (null before AppLifecycle mounted); an install button uses useInstallPrompt. */
export function getInstallTracker(): InstallTracker | null {
  return installTracker;
}

/**
 * Service-worker registration with the "nova versão disponível" prompt, access tracking and
 * install tracking (spec §4, §7). Renders nothing.
 */
export function AppLifecycle() {
  useServiceWorkerUpdates();
  const userId = useStoredUser()?.id ?? null;

  useEffect(() => {
    accessTracker ??= new AccessTracker();
    installTracker ??= sharedInstallTracker();
    accessTracker.attach();
    installTracker.attach();
    return () => {
      accessTracker?.detach();
      installTracker?.detach();
    };
  }, []);

  useEffect(() => {
    accessTracker?.setUser(userId);
  }, [userId]);

  return null;
}
