import { useSyncExternalStore } from 'react';
import { detectAccessType, readAccessSignals } from '../../pwa/detection';
import { sharedInstallTracker } from '../../pwa/install-prompt';

/**
 * Whether the browser offers its install prompt now, as the app's install tracker captured it
 * (false on the server and while a prerendered page hydrates), and the function that shows it.
 */
export function useInstallPrompt(): {
  canInstall: boolean;
  promptInstall: () => Promise<'accepted' | 'dismissed' | 'unavailable'>;
} {
  const canInstall = useSyncExternalStore(
    (listener) => sharedInstallTracker().subscribe(listener),
    () => sharedInstallTracker().canPromptInstall,
    () => false,
  );
  return { canInstall, promptInstall: () => sharedInstallTracker().promptInstall() };
}

/** True when the app runs from its home-screen icon (display-mode standalone, or iOS's flag). */
export function isRunningStandalone(): boolean {
  return detectAccessType({ ...readAccessSignals(), search: '', referrer: '' }) === 'pwa_launch';
}

const noSubscription = () => () => undefined;

/** `isRunningStandalone` for a component: false on the server and while a prerendered page hydrates. */
export function useRunningStandalone(): boolean {
  return useSyncExternalStore(noSubscription, isRunningStandalone, () => false);
}
