import type { SessionEndReason } from '../../shared/live';
import type { ViradaDb } from '../data/db';
import type { SyncNotice } from './kinds/web-kind';

/** What the push and the pull need; the engine builds it, tests hand in their own. */
export interface SyncContext {
  db: ViradaDb;
  fetch: typeof fetch;
  /**
   * The id of the member this page is signed in as (the stored user), read just before each
   * request: local data of one user is never sent under another user's session (DESIGN.md §5.8).
   */
  signedInUserId: () => string | null;
  /** Tells the member about a change the server made (the page engine shows a toast). */
  notify?: (notice: SyncNotice) => void;
  /** A 401 said why the session ended (revoked, password reset, account deleted elsewhere). */
  heardSessionEnd?: (reason: SessionEndReason) => void;
}

/** The outcome of a 401, after passing on the reason the answer gave, if any. */
export function signInNeeded(ctx: SyncContext, endReason: SessionEndReason | null): 'needs-sign-in' {
  if (endReason) ctx.heardSessionEnd?.(endReason);
  return 'needs-sign-in';
}

/** How an exchange ended; the engine turns it into the status and decides when to try again. */
export type SyncOutcome =
  /** Everything sent got an answer (settled or kept with the server's reason). */
  | 'done'
  /** The service worker queued the request: the browser replays it when the network is back. */
  | 'queued'
  /** 401: kept; the member must sign in again. */
  | 'needs-sign-in'
  /** 408/429/5xx or a broken answer: kept; retry with backoff. */
  | 'retry'
  /** No answer at all (offline, no worker to queue it): kept; retry when the network returns. */
  | 'offline'
  /** The page is signed in as someone else (or no one): nothing was sent. */
  | 'not-signed-in';
