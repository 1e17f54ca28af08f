/**
 * What the worker does with a queued write after replaying it (DESIGN.md §5.4). Pure, so it is
 * tested without a worker.
 *
 * - 'settle': the server decided. 2xx carries per-record statuses the page reads on its next
 *   flush; another 4xx is a refusal the page shows when it resends. The entry leaves the queue.
 * - 'retry': nobody decided yet. 401 waits for the member to sign in again; 408, 429 and 5xx are
 *   temporary; no answer means still offline. The entry goes back and the browser tries later.
 */
export type ReplayStatus = number | 'network-error';

export function replayDecision(status: ReplayStatus): 'settle' | 'retry' {
  if (status === 'network-error') return 'retry';
  if (status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'settle';
}

/** The message pages receive on BroadcastChannel('virada-sync') after a settled replay. */
export interface ReplayedMessage {
  type: 'replayed';
  url: string;
  status: number;
}
