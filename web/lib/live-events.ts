import type { SessionEndReason } from '../../shared/live';

/**
 * Window events the live channel dispatches for pages that show server data (not synced records,
 * which the sync engine pulls): `useServerData(key, load, { refreshOn })` reads again on them.
 */
export const GRANTS_CHANGED_EVENT = 'virada:grants-changed';
/**
 * Ask the session check to run now: a request was answered 401. When that answer said why the
 * session ended (`detail.reason`), the check acts on it; the 401 may have cleared the cookie, so
 * asking the server again would learn nothing.
 */
export const SESSION_CHECK_EVENT = 'virada:session-check';

export type SessionCheckEvent = CustomEvent<{ reason: SessionEndReason | null }>;

export function requestSessionCheck(reason: SessionEndReason | null = null): void {
  window.dispatchEvent(new CustomEvent(SESSION_CHECK_EVENT, { detail: { reason } }));
}
