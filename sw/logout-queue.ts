import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { api } from '../shared/api';
import {
  DROP_QUEUED_LOGOUT,
  LOGOUT_QUEUE,
  SESSION_CHANGE_LOCK,
  SESSION_CHANNEL,
} from '../shared/session-change';
import { type ReplayStatus, replayDecision } from './replay-decision';

declare const self: ServiceWorkerGlobalScope;

/**
 * Kept as long as a session can live (SESSION_MAX_AGE_DAYS defaults to 30): past that, the
 * session has expired on the server anyway. Workbox counts minutes.
 */
const MAX_RETENTION_MINUTES = 45 * 24 * 60;

/**
 * Sign-outs made offline (DESIGN.md §6): `POST /api/auth/logout` tries the network; with no answer
 * at all a copy waits in its own queue (not the outbox's, which Sair empties) and the page is told
 * `202 {"queued":true}`, so it keeps the sign-out pending too. The replay sends it when the
 * connection returns, even with every page closed. A bodyless POST: the browser adds the Origin
 * header the server requires, and the cookie jar's current cookie.
 */
export function registerLogoutQueue(): void {
  const queue = new Queue(LOGOUT_QUEUE, { maxRetentionTime: MAX_RETENTION_MINUTES, onSync: replayLogout });
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === api.authLogout,
    async ({ request }) => {
      const copy = request.clone();
      try {
        return await fetch(request);
      } catch {
        // One sign-out is enough: the session to end is whatever the cookie jar holds at replay.
        await drain(queue);
        await queue.pushRequest({ request: copy });
        return Response.json({ queued: true }, { status: 202 });
      }
    },
    'POST',
  );
  // The page settled the sign-out: the server acknowledged it, or a new sign-in superseded it (a
  // replay now would end the NEW session). It waits for the answer before it lets go of the lock.
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type !== DROP_QUEUED_LOGOUT) return;
    event.waitUntil(drain(queue).then(() => event.ports[0]?.postMessage({ dropped: true })));
  });
}

async function drain(queue: Queue): Promise<void> {
  while (await queue.shiftRequest()) {
    // Each shift removes one entry.
  }
}

/**
 * Under the session-change lock, so a page signing in meanwhile waits for this to finish, and
 * this finds the queue empty if the sign-in dropped it first. Retried like the outbox's writes.
 */
async function replayLogout({ queue }: { queue: Queue }): Promise<void> {
  const locks = self.navigator.locks;
  const run = () => replayEntries(queue);
  await (locks ? locks.request(SESSION_CHANGE_LOCK, run) : run());
}

async function replayEntries(queue: Queue): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let status: ReplayStatus;
    try {
      status = (await fetch(entry.request.clone())).status;
    } catch {
      status = 'network-error';
    }
    if (replayDecision(status) === 'retry') {
      await queue.unshiftRequest(entry);
      if ('sync' in self.registration) throw new Error(`sign-out replay deferred (${status})`);
      return;
    }
    // Open pages settle their own pending copy (they send it again: it is idempotent).
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage({ type: 'logout-replayed', status });
    channel.close();
  }
}
