import { liveQuery } from 'dexie';
import { useSyncExternalStore } from 'react';
import type { SessionEndReason } from '../../shared/live';
import { CLEAR_OUTBOX, KEEP_FLUSH } from '../../shared/sync/worker-queue';
import { syncTexts } from '../../shared/texts/sync.texts';
import { db as pageDb, requestPersistentStorage, type ViradaDb } from '../data/db';
import { flushAnalyticsOutbox } from '../lib/analytics-outbox';
import { requestSessionCheck } from '../lib/live-events';
import { readStoredUser } from '../lib/stored-user';
import { showToast } from '../lib/toaster';
import { WEB_SYNC_KINDS } from './kinds';
import type { SyncNotice } from './kinds/web-kind';
import { pushOutbox } from './outbox-push';
import { countMissing, type LedgerEntry, readLedger, rememberPending } from './pending-ledger';
import { pullChanges as pull } from './pull-changes';
import type { SyncContext, SyncOutcome } from './sync-context';
import { type SyncStatus, SyncStatusStore } from './sync-status';

export type { SyncStatus } from './sync-status';

/** The channel on which the service worker reports what it replayed (sw/background-sync.ts). */
export const SYNC_CHANNEL = 'virada-sync';

/** After the worker queued a request, how long before the page itself checks back. */
const QUEUED_RECHECK_MS = 5 * 60_000;
/**
 * Offline (or after the worker queued a flush), writes made within this long go out as one flush
 * of everything pending instead of one small request each (issue 19: one worker copy per flush).
 */
export const OFFLINE_COALESCE_MS = 1_000;

type WorkerMessage = { type: typeof KEEP_FLUSH; flushId: string } | { type: typeof CLEAR_OUTBOX };

const toPageWorker = (message: WorkerMessage) => {
  if (typeof navigator !== 'undefined') navigator.serviceWorker?.controller?.postMessage(message);
};

export interface SyncEngineOptions {
  db?: ViradaDb;
  /** Defaults to the global fetch at call time (tests stub it). */
  fetch?: typeof fetch;
  /** Defaults to the stored user's id. */
  signedInUserId?: () => string | null;
  /** Retry delay after a failure: base × 2^n with jitter, capped. Defaults 2 s and 5 min. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Sends the analytics outbox after each exchange (the page engine: web/lib/analytics-outbox.ts). */
  flushAnalytics?: () => Promise<unknown>;
  /** Tells the member about a change the server made (the page engine: a toast). */
  notify?: (notice: SyncNotice) => void;
  /** Messages to the service worker's queue (defaults to the page's controlling worker). */
  postToWorker?: (message: WorkerMessage) => void;
}

export interface FlushResult {
  outcome: SyncOutcome;
  /** The member's records still waiting after this flush. */
  pending: number;
}

/**
 * Moves one member's outbox to the server and the server's changes into Dexie. One instance per
 * page (see `getSyncEngine`); tests make their own. Exchanges run one at a time (and one at a
 * time across tabs where Web Locks exist); requests made meanwhile are coalesced into one more.
 */
export class SyncEngine {
  readonly status = new SyncStatusStore();
  private readonly ctx: SyncContext;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly flushAnalytics: (() => Promise<unknown>) | undefined;
  private userId: string | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private queued: object | null = null;
  private lastOutcome: SyncOutcome | null = null;
  /** Why the session ended, as the last 401 said (passed on with the session check). */
  private sessionEndReason: SessionEndReason | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private coalesceTimer: ReturnType<typeof setTimeout> | undefined;
  /** The pending records this device remembered outside IndexedDB when sync started. */
  private ledgerAtStart: LedgerEntry[] = [];
  private readonly postToWorker: (message: WorkerMessage) => void;
  private teardown: Array<() => void> = [];

  constructor(options: SyncEngineOptions = {}) {
    this.ctx = {
      db: options.db ?? pageDb,
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
      signedInUserId: options.signedInUserId ?? (() => readStoredUser()?.id ?? null),
      notify: options.notify,
      heardSessionEnd: (reason) => {
        this.sessionEndReason = reason;
      },
    };
    this.retryBaseMs = options.retryBaseMs ?? 2000;
    this.retryMaxMs = options.retryMaxMs ?? 5 * 60_000;
    this.flushAnalytics = options.flushAnalytics;
    this.postToWorker = options.postToWorker ?? toPageWorker;
  }

  get activeUserId(): string | null {
    return this.userId;
  }

  /** Starts syncing for the signed-in member: now, and on every occasion DESIGN.md §5.2 names. */
  start(userId: string): void {
    if (this.userId !== userId) {
      this.stop();
      this.userId = userId;
      requestPersistentStorage();
      // Read before watchCounts rewrites it with what IndexedDB holds now.
      this.ledgerAtStart = readLedger(userId);
      this.watchCounts(userId);
      this.listen();
    }
    this.requestSync({ full: true });
  }

  stop(): void {
    for (const undo of this.teardown.splice(0)) undo();
    clearTimeout(this.retryTimer);
    clearTimeout(this.coalesceTimer);
    this.coalesceTimer = undefined;
    this.userId = null;
    this.queued = null;
    this.lastOutcome = null;
    this.failures = 0;
    this.status.reset();
  }

  /**
   * Asks for a flush and a pull soon. Every flush sends everything pending. Offline (or after the
   * worker queued the last flush), a write's request waits OFFLINE_COALESCE_MS so that a burst of
   * writes becomes one flush; `full` (start, `online`, a retry) goes at once.
   */
  requestSync(options: { full?: boolean } = {}): void {
    const userId = this.userId;
    if (!userId) return;
    const full = options.full ?? false;
    if (!full && this.waitingForNetwork()) {
      this.coalesceTimer ??= setTimeout(() => {
        this.coalesceTimer = undefined;
        this.requestSync({ full: true });
      }, OFFLINE_COALESCE_MS);
      return;
    }
    if (this.queued) return;
    const ticket = {};
    this.queued = ticket;
    void this.exclusive(async () => {
      if (this.queued === ticket) this.queued = null;
      if (this.userId !== userId) return;
      await this.run(userId);
    });
  }

  /**
   * Sends the member's outbox now (after any exchange under way), deletions still in their undo
   * window included, and reports what is left.
   */
  async flushOutbox(userId: string): Promise<FlushResult> {
    return this.exclusive(async () => {
      const outcome = await this.runPush(userId, true);
      if (this.userId === userId) this.afterExchange(outcome);
      return { outcome, pending: await this.ctx.db.outbox.where('userId').equals(userId).count() };
    });
  }

  /** Pulls the member's changes now (after any exchange under way). */
  async pullChanges(userId: string): Promise<SyncOutcome> {
    return this.exclusive(() => pull(this.ctx, userId));
  }

  private async run(userId: string): Promise<void> {
    clearTimeout(this.retryTimer);
    const pushed = await this.runPush(userId);
    // Offline the pull cannot succeed; after a 401 it would only fail the same way.
    const wiped = this.ledgerAtStart.length > 0 && !(await this.ctx.db.summaries.get(userId));
    const outcome = pushed === 'done' ? await pull(this.ctx, userId) : pushed;
    if (outcome === 'done' && this.ledgerAtStart.length > 0) await this.reportLost(wiped);
    if (this.userId === userId) this.afterExchange(outcome);
    // Same occasions as the records (start, online, visible again, sign-in); never awaited.
    if (outcome !== 'offline' && this.flushAnalytics) {
      this.flushAnalytics().catch((err: unknown) => console.warn('[virada] analytics flush failed', err));
    }
  }

  /**
   * Sends everything pending (deletions in their undo window too when `includeDeferred`). When the
   * worker queued the whole flush, it keeps only this flush's copies; when the server took
   * everything and the outbox is empty, the worker's queue is emptied too.
   */
  private async runPush(userId: string, includeDeferred = false): Promise<SyncOutcome> {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    this.status.update({ state: offline ? 'offline' : 'syncing' });
    const flushId = newFlushId();
    const outcome = await pushOutbox(this.ctx, userId, { includeDeferred, flushId });
    if (outcome === 'queued') this.postToWorker({ type: KEEP_FLUSH, flushId });
    if (outcome === 'done' && (await this.ctx.db.outbox.where('userId').equals(userId).count()) === 0) {
      this.postToWorker({ type: CLEAR_OUTBOX });
    }
    return outcome;
  }

  /**
   * After the first pull: if IndexedDB had been wiped while records were pending, the ones the
   * server does not have are lost, and the member is told how many (issue 19).
   */
  private async reportLost(wiped: boolean): Promise<void> {
    const remembered = this.ledgerAtStart;
    this.ledgerAtStart = [];
    if (!wiped) return;
    const lost = await countMissing(this.ctx.db, remembered);
    if (lost > 0)
      this.ctx.notify?.({
        title: syncTexts.lostAfterWipeTitle,
        description: syncTexts.lostAfterWipe(lost),
        variant: 'destructive',
      });
  }

  private waitingForNetwork(): boolean {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return offline || this.lastOutcome === 'queued' || this.lastOutcome === 'offline';
  }

  private afterExchange(outcome: SyncOutcome): void {
    this.lastOutcome = outcome;
    if (outcome === 'done') {
      this.failures = 0;
      this.status.update({ state: 'idle', lastSyncedAt: new Date().toISOString() });
      return;
    }
    const offline = outcome === 'offline' || outcome === 'queued';
    const state = outcome === 'needs-sign-in' || outcome === 'not-signed-in' ? 'needs-sign-in' : null;
    this.status.update({ state: state ?? (offline ? 'offline' : 'error') });
    // A 401 waits for the member to sign in; offline, the `online` event brings us back. A request
    // the worker queued is the worker's to replay, so the page checks back only slowly (each
    // resend would queue another copy). Anything else is retried with backoff.
    const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    // The session check asks the server why (a session ended elsewhere says so: issue 19).
    if (outcome === 'needs-sign-in' && typeof window !== 'undefined') {
      requestSessionCheck(this.sessionEndReason);
    }
    this.sessionEndReason = null;
    if (outcome === 'needs-sign-in' || outcome === 'not-signed-in' || browserOffline) return;
    this.scheduleRetry(outcome === 'queued' ? QUEUED_RECHECK_MS : 0);
  }

  private scheduleRetry(minimumMs: number): void {
    const backoff = Math.min(this.retryBaseMs * 2 ** this.failures, this.retryMaxMs);
    const delay = Math.max(minimumMs, backoff * (0.75 + Math.random() / 4));
    this.failures += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.requestSync({ full: true }), delay);
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const guarded = locks ? () => locks.request(SYNC_CHANNEL, task) as Promise<T> : task;
    const result = this.chain.then(guarded, guarded);
    this.chain = result.catch((err: unknown) => console.error('[virada] sync failed', err));
    return result;
  }

  private watchCounts(userId: string): void {
    const { db } = this.ctx;
    const rejectedKeys = [
      [userId, 'conflict'],
      [userId, 'rejected'],
    ];
    const tables = [...WEB_SYNC_KINDS.map((kind) => kind.table(db)), db.assessments, db.goals];
    const counts = liveQuery(async () => {
      const [outbox, ...rejected] = await Promise.all([
        db.outbox.where('userId').equals(userId).toArray(),
        ...tables.map((table) => table.where('[userId+syncState]').anyOf(rejectedKeys).count()),
      ]);
      // Outside IndexedDB too, so that a wiped database cannot hide what it lost.
      // Until the first pull has checked them, the records remembered at start stay remembered
      // (a reload offline after a wipe must not forget them).
      const current = outbox.map((row) => ({ id: row.id, kind: row.kind }));
      const held = new Set(current.map((entry) => entry.id));
      rememberPending(userId, [...this.ledgerAtStart.filter((entry) => !held.has(entry.id)), ...current]);
      return { pendingCount: outbox.length, rejectedCount: rejected.reduce((a, b) => a + b, 0) };
    });
    const subscription = counts.subscribe({
      next: (value) => this.status.update(value),
      error: (err: unknown) => console.error('[virada] sync counts failed', err),
    });
    this.teardown.push(() => subscription.unsubscribe());
  }

  private listen(): void {
    if (typeof window === 'undefined') return;
    const full = () => this.requestSync({ full: true });
    const onOffline = () => this.status.update({ state: 'offline' });
    const onVisible = () => document.visibilityState === 'visible' && full();
    window.addEventListener('online', full);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SYNC_CHANNEL);
    channel?.addEventListener(
      'message',
      (event: MessageEvent<{ type?: string; reason?: SessionEndReason }>) => {
        if (event.data?.type === 'replayed') full();
        // The worker's replay was refused because the session ended elsewhere; it says why.
        if (event.data?.type === 'session-ended') requestSessionCheck(event.data.reason ?? null);
      },
    );
    this.teardown.push(() => {
      window.removeEventListener('online', full);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    });
  }
}

// The page's one engine. Created on first use, so nothing runs for visitors who never sign in.
let pageEngine: SyncEngine | null = null;

export function getSyncEngine(): SyncEngine {
  pageEngine ??= new SyncEngine({ flushAnalytics: () => flushAnalyticsOutbox(), notify: showToast });
  return pageEngine;
}

/** Starts syncing for the signed-in member (flush + pull now, then on every occasion). */
export const startSync = (userId: string): void => getSyncEngine().start(userId);
/** Stops syncing (sign-out, or the member left); local data stays. */
export const stopSync = (): void => pageEngine?.stop();
/** Asks for a flush and a pull soon; does nothing before `startSync`. Never throws. */
export const requestSync = (options?: { full?: boolean }): void => pageEngine?.requestSync(options);
/** Sends the member's outbox now and tells what is left (e.g. "Esperar sincronizar"). */
export const flushOutbox = (userId: string): Promise<FlushResult> => getSyncEngine().flushOutbox(userId);
/** Pulls the member's changes and the server's summary now. */
export const pullChanges = (userId: string): Promise<SyncOutcome> => getSyncEngine().pullChanges(userId);

/** The page engine's status, for the header indicator and the sign-out warning. */
export function useSyncStatus(): SyncStatus {
  const { status } = getSyncEngine();
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}

const newFlushId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
