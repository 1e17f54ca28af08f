import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { api } from '../shared/api';
import { sessionEndReasonOf } from '../shared/live';
import { CLEAR_OUTBOX, FLUSH_HEADER, KEEP_FLUSH, keptByFlush } from '../shared/sync/worker-queue';
import { type ReplayedMessage, type ReplayStatus, replayDecision } from './replay-decision';

declare const self: ServiceWorkerGlobalScope;

export const OUTBOX_QUEUE = 'virada-outbox';
/** The same channel name as web/sync/sync-engine.ts SYNC_CHANNEL. */
const SYNC_CHANNEL = 'virada-sync';
/** Workbox counts retention in minutes: 7 days. */
const MAX_RETENTION_MINUTES = 7 * 24 * 60;

/** The member's writes: the transport of the outbox (the Dexie rows stay the record). */
const QUEUED_WRITES: ReadonlyArray<readonly [method: 'POST' | 'PUT', path: string]> = [
  ['POST', api.syncPush],
  ['POST', api.checkins],
  ['POST', api.assessment],
  ['PUT', api.goals],
];

/**
 * Offline writes wait in a background-sync queue. The route tries the network; only when no answer
 * comes at all is a copy queued and the page told `202 {"queued":true}`, so it keeps its rows
 * pending. Our own `onSync` replays by status (Workbox's stock plugin would drop an entry on any
 * HTTP answer, 401 and 503 included).
 */
export function registerBackgroundSync(): void {
  const queue = new Queue(OUTBOX_QUEUE, { maxRetentionTime: MAX_RETENTION_MINUTES, onSync: replayQueue });
  for (const [method, path] of QUEUED_WRITES) {
    registerRoute(
      ({ url }) => url.origin === self.location.origin && url.pathname === path,
      async ({ request }) => {
        const copy = request.clone();
        try {
          return await fetch(request);
        } catch {
          // The flush it belongs to: a later flush of everything pending supersedes it.
          await queue.pushRequest({ request: copy, metadata: { flush: request.headers.get(FLUSH_HEADER) } });
          return Response.json({ queued: true }, { status: 202 });
        }
      },
      method,
    );
  }
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; flushId?: unknown } | null;
    // Sign-out, or the outbox is empty: nothing queued is needed (and none may be replayed under
    // the next person's session).
    if (data?.type === CLEAR_OUTBOX) event.waitUntil(drain(queue));
    // The page's last flush, of everything pending, was queued whole: older copies are redundant.
    if (data?.type === KEEP_FLUSH && typeof data.flushId === 'string') {
      event.waitUntil(keepOnly(queue, data.flushId));
    }
  });
}

/** Keeps only the entries of one flush (one copy of what is pending: issue 19). */
async function keepOnly(queue: Queue, flushId: string): Promise<void> {
  const entries = await queue.getAll();
  const kept = keptByFlush(entries, flushId);
  if (kept.length === entries.length) return;
  await drain(queue);
  for (const entry of kept) await queue.pushRequest(entry);
}

async function drain(queue: Queue): Promise<void> {
  while (await queue.shiftRequest()) {
    // Each shift removes one entry.
  }
}

/**
 * Replays entries oldest first. An entry to retry is put back and the replay stops: with the
 * Background Sync API, throwing makes the browser try again later; without it (Safari, Firefox)
 * Workbox replays on the next worker start and the page's own flush covers the rest.
 */
async function replayQueue({ queue }: { queue: Queue }): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let status: ReplayStatus;
    let code: unknown;
    try {
      const response = await fetch(entry.request.clone());
      status = response.status;
      if (status === 401)
        code = ((await response.json().catch(() => null)) as { code?: unknown } | null)?.code;
    } catch {
      status = 'network-error';
    }
    const decision = replayDecision(status, code);
    if (decision === 'drop-all') {
      await drain(queue);
      tellPages({ type: 'session-ended', reason: sessionEndReasonOf(code)! });
      return;
    }
    if (decision === 'retry') {
      await queue.unshiftRequest(entry);
      if ('sync' in self.registration) throw new Error(`replay deferred (${status}): ${entry.request.url}`);
      return;
    }
    tellPages({ type: 'replayed', url: entry.request.url, status: status as number });
  }
}

function tellPages(message: ReplayedMessage): void {
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
