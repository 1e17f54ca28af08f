/**
 * Names the page and the service worker agree on when the browser's session changes (DESIGN.md
 * §6, "Signing out offline"). A sign-out made offline waits in the worker's queue and in the
 * page's storage until the server acknowledges it; a sign-in supersedes it.
 */

/**
 * The Web Locks name held while the session changes hands: the page's sign-in and its sending of
 * a pending sign-out, and the worker's replay of a queued one. Holding it, a queued sign-out can
 * never reach the server after a new sign-in (the cookie jar is shared, so it would end the NEW
 * session).
 */
export const SESSION_CHANGE_LOCK = 'virada-session-change';

/** The page tells the worker that its queued sign-out is settled; the worker answers on the port. */
export const DROP_QUEUED_LOGOUT = 'VIRADA_DROP_QUEUED_LOGOUT';

/** The worker's background-sync queue of sign-outs (its sync tag is `workbox-background-sync:` + this). */
export const LOGOUT_QUEUE = 'virada-logout';

/** The worker tells open pages on this channel that a queued sign-out reached the server. */
export const SESSION_CHANNEL = 'virada-session';
