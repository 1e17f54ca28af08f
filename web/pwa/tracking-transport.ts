import { apiRequest } from '../lib/api-client';

/**
 * How the trackers reach the server. Tracking is best effort (spec §7): every failure is only
 * logged, never shown.
 */
export interface TrackingTransport {
  /** An ordinary JSON request; resolves false (after logging) when it failed. */
  send(method: 'POST' | 'PATCH', path: string, body?: unknown): Promise<boolean>;
  /**
   * A POST that must survive the page going away (hidden, pagehide, beforeunload). `fetch` with
   * `keepalive` rather than `navigator.sendBeacon`: a beacon cannot send `application/json`, and
   * the server accepts JSON only.
   */
  sendAtExit(path: string, body: unknown): void;
}

export function logTrackingFailure(what: string, error: unknown): void {
  console.warn(`[virada] ${what} falhou`, error);
}

export const httpTransport: TrackingTransport = {
  async send(method, path, body) {
    try {
      await apiRequest<unknown>(method, path, body);
      return true;
    } catch (error) {
      logTrackingFailure(`${method} ${path}`, error);
      return false;
    }
  },
  sendAtExit(path, body) {
    try {
      fetch(path, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (response) => {
          if (!response.ok) logTrackingFailure(`POST ${path}`, new Error(`HTTP ${response.status}`));
        },
        (error: unknown) => logTrackingFailure(`POST ${path}`, error),
      );
    } catch (error) {
      // A synchronous throw: e.g. the keepalive body quota is exhausted.
      logTrackingFailure(`POST ${path}`, error);
    }
  },
};

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Limits of the server's schema (shared/schemas/tracking.schema.ts). */
export const USER_AGENT_MAX = 512;
export const REFERRER_MAX = 2048;
