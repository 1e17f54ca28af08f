/**
 * Registers /sw.js with the browser's own API (what workbox-window did for us, in a few lines:
 * 2.6 kB gzip less on every page) and reports the moments the app shows a toast for:
 * - `onOfflineReady`: the first worker is active on a page that had none; the app now opens
 *   without a network;
 * - `onUpdateWaiting`: a new version is installed and waits (registerType 'prompt': it takes
 *   over only when the page asks, `activateWaitingWorker`);
 * - `onControllerReplaced`: another worker took control of a page that already had one (this
 *   tab's own request, or another tab's).
 * The first worker claiming a page that had none (sw/lifecycle.ts, clientsClaim) is not a
 * replacement: it is the same version the page runs.
 */
export interface ServiceWorkerEvents {
  onOfflineReady(): void;
  onUpdateWaiting(): void;
  onControllerReplaced(): void;
}

export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(
  events: ServiceWorkerEvents,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration> {
  const hadController = container.controller !== null;
  // Whether a worker controlled the page before each change (the first install's claim sets it).
  let controlled = hadController;
  container.addEventListener('controllerchange', () => {
    if (controlled) events.onControllerReplaced();
    controlled = true;
  });
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', type: 'classic' });
  const follow = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) events.onUpdateWaiting();
      else if (worker.state === 'activated' && !hadController) events.onOfflineReady();
    });
  };
  if (registration.waiting && container.controller) events.onUpdateWaiting();
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  return registration;
}

/** Asks the waiting worker to take over (sw/lifecycle.ts); false when none is waiting. */
export function activateWaitingWorker(registration: ServiceWorkerRegistration | undefined): boolean {
  const waiting = registration?.waiting;
  if (!waiting) return false;
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return true;
}

/** Runs `start` once the page has loaded (as workbox-window did): the worker's precache
 * downloads never compete with the page's own first requests. */
export function afterPageLoad(start: () => void): void {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
