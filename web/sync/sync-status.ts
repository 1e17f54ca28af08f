export type SyncStatusState = 'idle' | 'syncing' | 'offline' | 'needs-sign-in' | 'error';

export interface SyncStatus {
  state: SyncStatusState;
  /** Records of the signed-in member still waiting for the server's acknowledgement. */
  pendingCount: number;
  /** Records the server answered `conflict` or `rejected` for (kept and shown). */
  rejectedCount: number;
  /** ISO instant of the last exchange that completed; null before the first one. */
  lastSyncedAt: string | null;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  state: 'idle',
  pendingCount: 0,
  rejectedCount: 0,
  lastSyncedAt: null,
};

/** A tiny external store for `useSyncExternalStore`: immutable snapshots, notify on change. */
export class SyncStatusStore {
  private status: SyncStatus = INITIAL_SYNC_STATUS;
  private readonly listeners = new Set<() => void>();

  get = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(patch: Partial<SyncStatus>): void {
    const next = { ...this.status, ...patch };
    const changed = (Object.keys(next) as (keyof SyncStatus)[]).some((k) => next[k] !== this.status[k]);
    if (!changed) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }

  reset(): void {
    this.status = INITIAL_SYNC_STATUS;
    for (const listener of this.listeners) listener();
  }
}
