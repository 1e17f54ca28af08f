import { afterPaint } from './after-paint';

/**
 * Background work of the app's start (the sync engine, the live socket) waits until the page has
 * settled: its first screen painted and the main thread idle (at most SETTLE_TIMEOUT_MS later).
 * An installed app opened offline then shows the member's numbers from IndexedDB before any of
 * that code is loaded, run or asks the network (issue 11:
 * "a page renders from IndexedDB without waiting for the sync engine's network work"). Once the
 * page has settled, tasks run at once.
 */
export const SETTLE_TIMEOUT_MS = 1500;

let settled: Promise<void> | null = null;
let isSettled = false;
let settleAtOnce: () => void = () => {};

function settling(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      isSettled = true;
      resolve();
    };
    settleAtOnce = done;
    afterPaint(() => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(done, { timeout: SETTLE_TIMEOUT_MS });
      else setTimeout(done, 0);
    });
  });
  return settled;
}

/** Runs `task` once the page has settled (at once if it has). Returns a function that cancels it. */
export function whenSettled(task: () => void): () => void {
  if (isSettled) {
    task();
    return () => {};
  }
  let cancelled = false;
  void settling().then(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * The page on screen has nothing to show until the server answers (a new device's first visit):
 * the background work is what the person waits for, so it starts now instead of at idle.
 */
export function settleNow(): void {
  void settling();
  settleAtOnce();
}
