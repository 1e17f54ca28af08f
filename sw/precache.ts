import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_SHELL_FILE } from '../shared/web-build';

/**
 * Precaches the build's files (the list vite-plugin-pwa injects), so the app opens offline after
 * one visit. A public page is answered with its prerendered HTML (`/login` → login.html, `/` →
 * index.html: Workbox's clean URLs; the query, e.g. ?redirect=, does not change the page), every
 * other navigation with the app shell. API paths are left to the network: the server answers
 * them, never the shell.
 */
export function setupPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest, { ignoreURLParametersMatching: [/./] });
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(APP_SHELL_FILE), {
      denylist: [/^\/api\//],
    }),
  );
}
