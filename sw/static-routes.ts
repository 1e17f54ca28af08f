import { cacheNames } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/** One rule of the Service Worker Static Routing API; not yet in TypeScript's lib. */
interface RouterRule {
  condition: { urlPattern: string; requestMethod?: string };
  source: 'network' | 'cache' | 'fetch-event' | { cacheName: string };
}
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/** The build's files with a content hash in their name, precached under their own URL. */
export const BUILD_ASSETS_PATTERN = '/assets/*';

/**
 * The build's scripts and styles are answered by the browser straight from the precache, without
 * starting or running this worker (Static Routing API, Chromium 123+): an installed app opened
 * offline fetches its ~60 modules without each one queuing through the worker's fetch handler.
 * A file the precache lacks goes to the network, as Workbox's route did. Where the API is missing
 * nothing changes: the precache route below answers them.
 */
export function routeBuildAssetsFromPrecache(): void {
  self.addEventListener('install', (event) => {
    const routing = event as RoutingInstallEvent;
    if (typeof routing.addRoutes !== 'function') return;
    const rule: RouterRule = {
      condition: { urlPattern: BUILD_ASSETS_PATTERN, requestMethod: 'GET' },
      source: { cacheName: cacheNames.precache },
    };
    event.waitUntil(routing.addRoutes([rule]).catch(() => undefined));
  });
}
