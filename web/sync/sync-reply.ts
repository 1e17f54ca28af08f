import { type SessionEndReason, sessionEndReasonOf } from '../../shared/live';
import { learnServerClock } from '../lib/server-clock';

/**
 * What an answer from the server means for the records it carried (DESIGN.md §5.4). Decided by
 * the status, never by whether fetch threw.
 */
export type SyncReply =
  /** 2xx: the body settles the records. */
  | { kind: 'ok'; body: unknown }
  /** 202 {queued:true}: the service worker holds the request for later; the rows stay pending. */
  | { kind: 'queued' }
  /**
   * 401: the session ended. Keep everything; ask the member to sign in, then resend. When it was
   * ended on purpose elsewhere the answer says why (`endReason`), and only this answer can: it
   * may also have cleared the cookie, so a later request would learn nothing (issue 19).
   */
  | { kind: 'needs-sign-in'; endReason: SessionEndReason | null }
  /** 408/429/5xx or no answer: keep and retry with backoff. */
  | { kind: 'retry'; offline: boolean; reason: string }
  /** Any other 4xx: the server refused this request for good; show its reason. */
  | { kind: 'refused'; status: number; code: string | null; message: string | null };

export function isRetryStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** A request that hangs longer than this counts as no answer (it would hold up every later sync). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Sends one JSON request with the session cookie and classifies the answer. */
export async function sendJson(
  fetchFn: typeof fetch,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<SyncReply> {
  let response: Response;
  try {
    response = await fetchFn(path, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined,
    });
  } catch (err) {
    return { kind: 'retry', offline: true, reason: err instanceof Error ? err.message : String(err) };
  }
  learnServerClock(response, method);
  return readReply(response);
}

export async function readReply(response: Response): Promise<SyncReply> {
  const { status } = response;
  const body = await response.json().catch(() => null);
  if (status >= 200 && status < 300) {
    if (status === 202 && isQueued(body)) return { kind: 'queued' };
    return { kind: 'ok', body };
  }
  if (status === 401) {
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : null;
    return { kind: 'needs-sign-in', endReason: sessionEndReasonOf(code) };
  }
  if (isRetryStatus(status)) return { kind: 'retry', offline: false, reason: `HTTP ${status}` };
  const error = body && typeof body === 'object' ? (body as { code?: unknown; message?: unknown }) : {};
  return {
    kind: 'refused',
    status,
    code: typeof error.code === 'string' ? error.code : null,
    message: typeof error.message === 'string' ? error.message : null,
  };
}

function isQueued(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { queued?: unknown }).queued === true;
}
