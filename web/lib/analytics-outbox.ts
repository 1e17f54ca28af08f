import { api } from '../../shared/api';
import {
  ANALYTICS_BATCH_MAX,
  type AnalyticsBatchEvent,
  type AnalyticsEventName,
} from '../../shared/schemas/analytics.schema';
import { type AnalyticsOutboxRow, db as pageDb, type ViradaDb } from '../data/db';

export interface AnalyticsOutboxDeps {
  db?: ViradaDb;
  /** Defaults to the global fetch at call time (tests stub it). */
  fetch?: typeof fetch;
}

/** What one flush did: `sent` rows acknowledged, `dropped` rows of a refused (4xx) batch. */
export interface AnalyticsFlushResult {
  sent: number;
  dropped: number;
  /** A 429, a 5xx or no network: the rows stay for the next occasion. */
  kept: boolean;
}

/** Writes one event into the outbox (offline-first); the flush sends it later. */
export async function enqueueAnalyticsEvent(
  name: AnalyticsEventName,
  label: string | undefined,
  deps: AnalyticsOutboxDeps = {},
): Promise<void> {
  const row: AnalyticsOutboxRow = { id: crypto.randomUUID(), name, occurredAt: new Date().toISOString() };
  if (label) row.label = label;
  await (deps.db ?? pageDb).analyticsOutbox.add(row);
}

/**
 * Sign-out: drops the events not sent yet, so none is later sent under the next person's session.
 * Losing them is acceptable for aggregate analytics (docs/architecture.md).
 */
export async function clearAnalyticsOutbox(deps: AnalyticsOutboxDeps = {}): Promise<void> {
  await (deps.db ?? pageDb).analyticsOutbox.clear();
}

let flushing: Promise<AnalyticsFlushResult> | null = null;

/**
 * Sends the outbox in batches of at most 100, oldest first. Rows are deleted only after a 2xx;
 * a 4xx means the batch can never be accepted, so it is logged and dropped (it must not block
 * the events after it), except 429: the server's hourly budget of events is spent (a long
 * offline backlog), and the batch will be accepted later. A 429, a 5xx or no network keeps
 * everything for the next occasion. One flush
 * at a time per page; a call during a flush waits for it.
 */
export function flushAnalyticsOutbox(deps: AnalyticsOutboxDeps = {}): Promise<AnalyticsFlushResult> {
  flushing ??= runFlush(deps).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function runFlush(deps: AnalyticsOutboxDeps): Promise<AnalyticsFlushResult> {
  const database = deps.db ?? pageDb;
  const send = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const result: AnalyticsFlushResult = { sent: 0, dropped: 0, kept: false };
  for (;;) {
    const rows = await database.analyticsOutbox.orderBy('occurredAt').limit(ANALYTICS_BATCH_MAX).toArray();
    if (rows.length === 0) return result;
    const events: AnalyticsBatchEvent[] = rows.map(({ id, name, label, properties, occurredAt }) => ({
      id,
      name,
      occurredAt,
      ...(label ? { label } : {}),
      ...(properties ? { properties } : {}),
    }));
    let response: Response;
    try {
      response = await send(api.analyticsEventsBatch, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ events }),
      });
    } catch {
      result.kept = true;
      return result;
    }
    const ids = rows.map((r) => r.id);
    if (response.ok) {
      await database.analyticsOutbox.bulkDelete(ids);
      result.sent += ids.length;
    } else if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      const text = await response.text().catch(() => '');
      console.warn('[virada] analytics batch refused; dropped', response.status, text, events);
      await database.analyticsOutbox.bulkDelete(ids);
      result.dropped += ids.length;
    } else {
      result.kept = true;
      return result;
    }
  }
}

let onlineListening = false;

/**
 * Flushes soon, and (once per page) again whenever the browser comes back online. Members also get
 * a flush after every sync exchange (web/sync/sync-engine.ts: start, online, visibilitychange,
 * sign-in); this covers visitors, for whom the sync engine never runs.
 */
export function scheduleAnalyticsFlush(): void {
  if (typeof window !== 'undefined' && !onlineListening) {
    onlineListening = true;
    window.addEventListener('online', () => void flushQuietly());
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  setTimeout(() => void flushQuietly(), 0);
}

async function flushQuietly(): Promise<void> {
  await flushAnalyticsOutbox().catch((err: unknown) => console.warn('[virada] analytics flush failed', err));
}
