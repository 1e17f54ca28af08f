/// <reference lib="WebWorker" />
/**
 * Virada's service worker, served at /sw.js (built by vite-plugin-pwa, strategy injectManifest).
 *
 * Order matters: Workbox uses the first route that matches, so the precache and the app-shell
 * navigation route come first, then runtime caching. Further features go in their own module and
 * get one line here: the background-sync queue for offline writes is one.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { registerBackgroundSync } from './background-sync';
import { setupLifecycle } from './lifecycle';
import { registerLogoutQueue } from './logout-queue';
import { setupPrecache } from './precache';
import { registerPush } from './push';
import { registerRuntimeCaching } from './runtime-cache';
import { routeBuildAssetsFromPrecache } from './static-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

setupLifecycle();
setupPrecache(self.__WB_MANIFEST);
routeBuildAssetsFromPrecache();
registerRuntimeCaching();
registerBackgroundSync();
registerLogoutQueue();
registerPush();
