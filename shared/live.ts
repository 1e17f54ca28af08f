/**
 * The live channel (issue 19, DESIGN.md §10 "Live delivery"): one WebSocket per signed-in tab on
 * the server's own origin and port, at LIVE_PATH. The server only announces; the page then reads
 * what changed through the ordinary calls (a pull, a reload of a list), so a message lost while a
 * socket was down costs nothing: a page that (re)connects reads what it missed.
 */
export const LIVE_PATH = '/api/live';

/** Why a session ended somewhere else than on this device. */
export const SESSION_END_REASONS = [
  /** Sair, in another tab of this browser (the same session). */
  'signed-out',
  /** Support ended every session of the account (`sessions:revoke`). */
  'revoked',
  /** The password was reset: every session of the account ended. */
  'password-reset',
  /** The account was deleted. */
  'account-deleted',
  /** The session ran out (or ended without a recorded reason): sign in again to send what waits. */
  'expired',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * The 401 code that tells a device why its session ended on purpose (a device that was offline
 * when it was announced learns it from its next request); other endings answer `not-signed-in`.
 */
export const SESSION_END_CODES = {
  revoked: 'session-revoked',
  'password-reset': 'session-password-reset',
  'account-deleted': 'account-deleted',
} as const satisfies Partial<Record<SessionEndReason, string>>;

type EndCode = (typeof SESSION_END_CODES)[keyof typeof SESSION_END_CODES];

/** The reason behind a 401's code, when it is one of SESSION_END_CODES. */
export function sessionEndReasonOf(code: unknown): SessionEndReason | null {
  for (const [reason, endCode] of Object.entries(SESSION_END_CODES)) {
    if (code === (endCode as EndCode)) return reason as SessionEndReason;
  }
  return null;
}

/** What the server sends over the channel (JSON text frames). */
export type LiveMessage =
  /** The member's synced records changed; `version` is the member's sync version after it. */
  | { type: 'changed'; version: number }
  /** This socket's session ended; the socket closes after this message. */
  | { type: 'session-ended'; reason: SessionEndReason }
  /** A sharing grant of this person was created, changed or revoked. */
  | { type: 'grants-changed' }
  /** Announcements may have been lost (the server's link to the others dropped): read again. */
  | { type: 'resync' };

/** Close codes of the live socket (4000–4999 are the application's). */
export const LIVE_CLOSE = {
  /** The session ended (after a `session-ended` message): do not reconnect with this session. */
  sessionEnded: 4001,
  /** The server is shutting down: reconnect (to another instance) after a short wait. */
  goingAway: 1001,
} as const;

/** Reads a frame from the server; null for anything this build does not understand. */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'changed':
      return Number.isSafeInteger(message.version)
        ? { type: 'changed', version: message.version as number }
        : null;
    case 'session-ended':
      return SESSION_END_REASONS.includes(message.reason as SessionEndReason)
        ? { type: 'session-ended', reason: message.reason as SessionEndReason }
        : null;
    case 'grants-changed':
      return { type: 'grants-changed' };
    case 'resync':
      return { type: 'resync' };
    default:
      return null;
  }
}
