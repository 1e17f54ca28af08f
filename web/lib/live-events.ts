/**
 * Window events the live channel dispatches for pages that show server data (not synced records,
 * which the sync engine pulls): `useServerData(key, load, { refreshOn })` reads again on them.
 */
export const GRANTS_CHANGED_EVENT = 'virada:grants-changed';
/** Ask the session check to run now (a sync answered 401: the server may say why). */
export const SESSION_CHECK_EVENT = 'virada:session-check';
