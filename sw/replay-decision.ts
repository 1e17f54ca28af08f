import { type SessionEndReason, sessionEndReasonOf } from '../shared/live';

/**
 * What the worker does with a queued write after replaying it (DESIGN.md §5.4). Pure, so it is
 * tested without a worker.
 *
 * - 'settle': the server decided. 2xx carries per-record statuses the page reads on its next
 *   flush; another 4xx is a refusal the page shows when it resends. The entry leaves the queue.
 * - 'retry': nobody decided yet. 401 waits for the member to sign in again; 408, 429 and 5xx are
 *   temporary; no answer means still offline. The entry goes back and the browser tries later.
 * - 'drop-all': a 401 whose code says the session was ended on purpose (issue 19): the whole
 *   queue goes, and the pages are told (they forget the account's data and say why).
 */
export type ReplayStatus = number | 'network-error';

export function replayDecision(status: ReplayStatus, code?: unknown): 'settle' | 'retry' | 'drop-all' {
  if (status === 'network-error') return 'retry';
  // The session was ended on purpose elsewhere (revoked, password reset, account deleted): every
  // queued write was made under it and is someone else's health record on this device now.
  if (status === 401 && sessionEndReasonOf(code) !== null) return 'drop-all';
  if (status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'settle';
}

/** The messages pages receive on BroadcastChannel('virada-sync') after a replay. */
export type ReplayedMessage =
  | { type: 'replayed'; url: string; status: number }
  | { type: 'session-ended'; reason: SessionEndReason };
