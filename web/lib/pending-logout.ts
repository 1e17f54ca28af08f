import { api } from '../../shared/api';
import { DROP_QUEUED_LOGOUT, SESSION_CHANGE_LOCK } from '../../shared/session-change';
import { apiFetch } from './api-client';

/**
 * A sign-out the server has not acknowledged yet (DESIGN.md §6, "Signing out offline"). Kept in
 * localStorage so that it outlives a closed page and every tab sees it. While it is set, this
 * browser is treated as signed out whatever the server still says: no user is stored, guarded
 * pages send to /login and the session check sends the sign-out instead of asking who is signed in.
 */
export const PENDING_LOGOUT_KEY = 'virada.pendingLogout';
/** How long a sign-in waits for the worker to confirm that it dropped its queued sign-out. */
const WORKER_ANSWER_MS = 2000;

export function isLogoutPending(): boolean {
  try {
    return localStorage.getItem(PENDING_LOGOUT_KEY) !== null;
  } catch {
    return false;
  }
}

/** Called first by Sair, before the request, so a page closed mid-way still knows. */
export function markLogoutPending(): void {
  try {
    localStorage.setItem(PENDING_LOGOUT_KEY, new Date().toISOString());
  } catch (err) {
    console.error('the pending sign-out could not be kept', err);
  }
}

/**
 * Sends the pending sign-out, if any. Resolves true once nothing is pending: the server answered
 * 2xx (it is idempotent: 204 with or without a session). Offline, or while the server fails, it
 * stays pending (the worker keeps a queued copy for when the page is closed) and resolves false.
 */
export function sendPendingLogout(): Promise<boolean> {
  return withSessionChangeLock(async () => (isLogoutPending() ? trySendLogout() : true));
}

/**
 * Runs a sign-in (or sign-up) so that a pending sign-out can never end the session it starts:
 * with the cookie jar shared, a logout sent afterwards would end the NEW session. The server ends
 * the old session itself at sign-in (a new session id, the old one destroyed), so the sign-in
 * supersedes the pending sign-out: it is tried first, while we are online anyway, and dropped
 * (page and worker) once the sign-in succeeded. A failed sign-in leaves it pending.
 */
export function signInSuperseding<T>(signIn: () => Promise<T>): Promise<T> {
  return withSessionChangeLock(async () => {
    if (isLogoutPending()) await trySendLogout();
    const result = await signIn();
    if (isLogoutPending()) await settleLogout();
    return result;
  });
}

async function trySendLogout(): Promise<boolean> {
  try {
    const response = await apiFetch('POST', api.authLogout);
    // 202 is the worker's "queued": the server has not seen it yet.
    if (response.status === 202) return false;
  } catch (err) {
    console.warn('sign-out not acknowledged yet; it stays pending', err);
    return false;
  }
  await settleLogout();
  return true;
}

async function settleLogout(): Promise<void> {
  try {
    localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Nothing was kept, then.
  }
  await dropQueuedLogout();
}

/** Tells the worker (sw/logout-queue.ts) to forget its queued copy, and waits for its answer. */
async function dropQueuedLogout(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const worker = registration?.active;
  if (!worker) return;
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, WORKER_ANSWER_MS);
  });
  worker.postMessage({ type: DROP_QUEUED_LOGOUT }, [channel.port2]);
  await answered;
  channel.port1.close();
}

/** Web Locks serialise this with other tabs and the worker's replay; without them, it just runs. */
function withSessionChangeLock<T>(run: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request(SESSION_CHANGE_LOCK, run) as Promise<T>) : run();
}
