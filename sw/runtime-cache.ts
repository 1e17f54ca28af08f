import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { api } from '../shared/api';
import { COMMUNITY_READ_CACHE } from '../shared/constants';
import { markWorkerCopy } from './worker-copy';

declare const self: ServiceWorkerGlobalScope;

/** Public reads whose last known answer is worth showing offline (the landing page's numbers). */
const PUBLIC_READS = new Set<string>([api.communityStats, api.siteInfo]);

export const PUBLIC_API_CACHE = 'virada-public-api-v1';
/**
 * The community's reads a person may want again offline (issue 12): a thread's pages, the lists,
 * their profile, a chat room's history. One person's view: the page empties the cache at every
 * sign-in and sign-out (web/lib/community-read-cache.ts).
 */
const COMMUNITY_READS = /^\/api\/community\/(threads(\/[^/]+)?|categories|me|chat\/rooms\/[^/]+\/messages)$/;

/** After this, a slow network loses to the cached answer (the network reply still refreshes it). */
const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Runtime caching for same-origin GET requests: the public API reads network first, with the
 * cached copy when the network is down or slower than 3 s; the community's reads and the webinar
 * list network first, with the cached copy only when the network is down. NetworkFirst stores
 * only 200 answers.
 */
export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && PUBLIC_READS.has(url.pathname),
    new NetworkFirst({ cacheName: PUBLIC_API_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
    'GET',
  );
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && COMMUNITY_READS.test(url.pathname),
    // No timeout: a conversation is only shown from the cache when there is no network at all. A
    // slow answer is waited for, so a person never sees a list without the post they just wrote.
    new NetworkFirst({ cacheName: COMMUNITY_READ_CACHE }),
    'GET',
  );
  // The webinar list (issue 13), the same way: its last copy offline, marked as such.
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && url.pathname === api.webinars,
    new NetworkFirst({ cacheName: COMMUNITY_READ_CACHE, plugins: [markWorkerCopy] }),
    'GET',
  );
}
