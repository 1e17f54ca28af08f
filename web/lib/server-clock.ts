import { useSyncExternalStore } from 'react';
import { WORKER_COPY_HEADER } from '../../shared/constants';

/**
 * The server's clock as this device knows it (issue 19; docs/architecture.md, "Device clocks").
 * Every answer of our API carries a `Date` header; the difference between it and this device's
 * clock is kept (in memory and in localStorage, so it holds offline and across reloads) and,
 * when it is more than a minute, added to the device's time wherever the app asks "what time
 * is it" for the member's records: the streak timer and the member's today
 * (web/lib/member-today.ts). Kept free of the zone code, since every page's API
 * client reads answers through it.
 */

/** Where the offset is kept between visits. */
export const SERVER_CLOCK_KEY = 'virada.serverClock';

/**
 * Offsets up to this are left alone: `Date` counts whole seconds and the answer takes a while to
 * arrive, so a reading is only good to a second or two, and a device a few seconds off needs no
 * correction (its records are judged in whole days).
 */
export const APPLY_OFFSET_BEYOND_MS = 60_000;

/**
 * A new reading this close to the kept one is the same clock read again (the header's whole
 * second, the answer's travel time): the kept offset stays, so the timer never steps back a second.
 */
export const SAME_READING_MS = 2_000;

/** RFC 9110 IMF-fixdate, the only form a server may send: "Sun, 06 Nov 1994 08:49:37 GMT". */
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
/** Readings before this are no server's clock (a proxy or a cache with its clock unset). */
const EARLIEST_MS = Date.UTC(2024, 0, 1);

interface StoredClock {
  /** Server time minus device time, in milliseconds. */
  offsetMs: number;
  /** The device's time when it was read (ISO), for whoever looks at the stored value. */
  readAt: string;
}

/** The kept offset; undefined until first read from localStorage. */
let kept: number | null | undefined;
const listeners = new Set<() => void>();

/** The instant a `Date` header names, in ms; null unless it is a well-formed IMF-fixdate. */
export function parseDateHeader(value: string | null | undefined): number | null {
  const text = value?.trim();
  if (!text || !IMF_FIXDATE.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) && ms >= EARLIEST_MS ? ms : null;
}

/**
 * May this answer have come out of a cache (the browser's, or the worker's copy of a public
 * read)? Its `Date` is then when it was first sent, not now. Our member answers say `no-store`;
 * the public reads allow caching (`public, max-age`), and are not read, nor is an answer the
 * worker marked as its own copy (`WORKER_COPY_HEADER`).
 */
function mayBeCached(method: string, response: Response): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (response.headers.has(WORKER_COPY_HEADER)) return true;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (/\bno-store\b|\bno-cache\b/i.test(cacheControl)) return false;
  return /\bpublic\b|\bmax-age=[1-9]|\bs-maxage=[1-9]|\bimmutable\b/i.test(cacheControl);
}

/**
 * Reads the server's clock from an answer of our API (the `fetch` wrapper and the sync engine
 * call this for every answer, error answers too). Answers without a `Date` (the worker's own
 * "queued" reply) or possibly from a cache are ignored.
 */
export function learnServerClock(response: Response, method = 'GET', receivedAtMs = Date.now()): void {
  if (mayBeCached(method.toUpperCase(), response)) return;
  const serverMs = parseDateHeader(response.headers.get('Date'));
  if (serverMs === null) return;
  // The header drops the milliseconds: the server's instant lies within the second it names.
  noteServerTime(serverMs + 500, receivedAtMs);
}

/** Keeps `serverMs − deviceMs` as the offset, unless it is the kept one read again. */
export function noteServerTime(serverMs: number, deviceMs: number): void {
  const offset = Math.round(serverMs - deviceMs);
  const before = keptOffset();
  if (before !== null && Math.abs(offset - before) <= SAME_READING_MS) return;
  kept = offset;
  try {
    const stored: StoredClock = { offsetMs: offset, readAt: new Date(deviceMs).toISOString() };
    localStorage.setItem(SERVER_CLOCK_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, full): the offset still holds for this visit.
  }
  if (applied(before) !== applied(offset)) for (const listener of listeners) listener();
}

function keptOffset(): number | null {
  if (kept === undefined) kept = readStored();
  return kept;
}

function readStored(): number | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SERVER_CLOCK_KEY) ?? 'null');
    const offset = (parsed as Partial<StoredClock> | null)?.offsetMs;
    return typeof offset === 'number' && Number.isFinite(offset) ? offset : null;
  } catch {
    return null;
  }
}

const applied = (offset: number | null): number =>
  offset !== null && Math.abs(offset) > APPLY_OFFSET_BEYOND_MS ? offset : 0;

/** What to add to the device's time to get the server's: 0 unless the device is off by more than a minute. */
export function clockOffsetMs(): number {
  return applied(keptOffset());
}

/** Now, by the server's clock as far as this device knows it (the device's own within a minute). */
export function serverNow(): number {
  return Date.now() + clockOffsetMs();
}

// Another tab read the clock: follow it (each tab also learns from its own answers).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key !== SERVER_CLOCK_KEY || kept === undefined) return;
    const before = kept;
    kept = readStored();
    if (applied(before) !== applied(kept)) for (const listener of listeners) listener();
  });

/** Calls `listener` whenever the applied offset changes (e.g. the first answer after a wrong clock). */
export function onClockOffsetChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The applied offset, re-rendering the caller when it changes. */
export function useClockOffset(): number {
  return useSyncExternalStore(onClockOffsetChange, clockOffsetMs, clockOffsetMs);
}
