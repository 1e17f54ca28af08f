import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** The app shell every navigation falls back to (the SPA's single HTML file). */
const APP_SHELL_URL = 'index.html';

/**
 * Precaches the build's files (the list vite-plugin-pwa injects) and answers every navigation
 * with the precached app shell, so the app opens offline after one visit. API paths are left to
 * the network: the server answers them, never the shell.
 */
export function setupPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(APP_SHELL_URL), {
      denylist: [/^\/api\//],
    }),
  );
}
