import type { WorkboxPlugin } from 'workbox-core';
import { WORKER_COPY_HEADER } from '../shared/constants';

/**
 * Marks an answer a strategy takes from the worker's cache (the network failed) with
 * `WORKER_COPY_HEADER`, so the page can say it shows the copy kept on this device; its `Date`
 * header still says when the server sent it.
 */
export const markWorkerCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(WORKER_COPY_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
