import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/** The message the page sends (workbox-window's messageSkipWaiting) when the person accepts an update. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/**
 * A new worker waits until the page asks it to take over (registerType 'prompt': the update is
 * applied only after the person taps "Atualizar"); once active it controls open pages at once.
 */
export function setupLifecycle(): void {
  self.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) void self.skipWaiting();
  });
  clientsClaim();
}
