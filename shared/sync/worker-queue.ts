/**
 * How the page and the service worker keep one copy of what is pending in the worker's queue
 * (issue 19): every request of one flush carries FLUSH_HEADER with the flush's id; when a flush
 * that sent everything pending was queued whole, the page tells the worker to keep only that
 * flush's entries (KEEP_FLUSH_MESSAGE), and when the outbox is empty it clears the queue.
 */
export const FLUSH_HEADER = 'X-Virada-Flush';

/** Sent by the page: keep only the queued entries of this flush. */
export interface KeepFlushMessage {
  type: 'VIRADA_KEEP_FLUSH';
  flushId: string;
}

export const KEEP_FLUSH = 'VIRADA_KEEP_FLUSH';

/** Sent by the page: drop every queued write (sign-out, or nothing left to send). */
export const CLEAR_OUTBOX = 'VIRADA_CLEAR_OUTBOX';

/** The entries a flush supersedes and those it keeps (its own), in queue order. */
export function keptByFlush<T extends { metadata?: object }>(entries: readonly T[], flushId: string): T[] {
  return entries.filter((entry) => (entry.metadata as { flush?: unknown } | undefined)?.flush === flushId);
}
