/**
 * How the app's sockets (the live channel, the community's topics) come back after a drop: each
 * failed attempt in a row doubles the wait, from 1 s up to a minute, and a random half of it is
 * taken off so that every tab of a restarted server does not knock at the same instant. Without a
 * socket for a while, a visible page reads again every POLL_MS instead.
 */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/** Without a socket (blocked, or no WebSocket), how often a visible page reads again. */
export const POLL_MS = 3 * 60_000;
/** Failed attempts in a row after which the page also polls until a socket opens again. */
export const FAILURES_BEFORE_POLLING = 3;

/** The wait before the next attempt after `failures` failed ones in a row (≥ 1). */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const backoff = Math.min(RETRY_BASE_MS * 2 ** (failures - 1), RETRY_MAX_MS);
  return backoff * (0.5 + random() / 2);
}
