import { InstallTracker } from './install-tracker';

/**
 * The page's one install tracker (web/pwa/install-tracker.ts), shared by AppLifecycle, which
 * attaches it to the browser's `beforeinstallprompt` and `appinstalled` events, and by whatever
 * offers an install button (/app: web/features/app-install/use-install-prompt.ts): the button
 * shows the prompt this tracker captured, so there is never a second listener. Created on first
 * use; it outlives React's remounts.
 */
let tracker: InstallTracker | null = null;

export function sharedInstallTracker(): InstallTracker {
  tracker ??= new InstallTracker();
  return tracker;
}
