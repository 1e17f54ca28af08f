import type { LocalCheckin, ViradaDb } from './db';
import { sameFields } from './same-fields';
import type { TableChange } from './table-feed';

type CheckinChange = TableChange<LocalCheckin>;

/**
 * One member's check-ins kept in memory for the dashboard: read in full once, then updated from
 * the changes the database reports (db.checkinFeed), so a new check-in reaches the screen without
 * re-reading ten years of rows. A store for `useSyncExternalStore`; the snapshot is undefined
 * until the first read answered, then an array ordered by id (creation time). A change costs a
 * binary search and one copy of the array, never a sort: ids from other devices (or older
 * clients) do not arrive in order.
 */
export class MemberCheckinStore {
  /** Sorted by id; the published snapshot until `edit` copies it for the next one. */
  private list: LocalCheckin[] = [];
  private editing = false;
  private snapshot: LocalCheckin[] | undefined;
  /** Changes that arrive while a full read is under way, applied after it. */
  private queue: CheckinChange[] | null = null;
  private readonly listeners = new Set<() => void>();
  private stopFeed: (() => void) | null = null;
  private loadSeq = 0;

  constructor(
    private readonly db: ViradaDb,
    readonly userId: string,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  getSnapshot = (): LocalCheckin[] | undefined => this.snapshot;

  private start(): void {
    this.stopFeed = this.db.checkinFeed.subscribe((change) => this.onChange(change));
    this.db.checkinFeed.listenToOtherTabs();
    void this.load();
  }

  private stop(): void {
    this.stopFeed?.();
    this.stopFeed = null;
    this.loadSeq += 1;
    this.queue = null;
  }

  private async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.queue = [];
    try {
      const rows = await this.db.checkins.where('userId').equals(this.userId).toArray();
      if (seq !== this.loadSeq) return;
      this.list = rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      this.editing = true;
      const queued = this.queue ?? [];
      this.queue = null;
      for (const change of queued) {
        if (change === 'reload') return void this.load();
        this.apply(change);
      }
      this.publish();
    } catch (err) {
      console.error('[virada] check-ins could not be read', err);
    }
  }

  private onChange(change: CheckinChange): void {
    if (this.queue) this.queue.push(change);
    else if (change === 'reload') void this.load();
    else if (this.apply(change)) this.publish();
  }

  /** True when this member's rows changed (an announced row reported again by its write did not). */
  private apply(change: Exclude<CheckinChange, 'reload'>): boolean {
    let changed = false;
    for (const row of change.upserts) {
      changed = (row.userId === this.userId ? this.put(row) : this.remove(row.id)) || changed;
    }
    for (const id of change.deletes) changed = this.remove(id) || changed;
    return changed;
  }

  private put(row: LocalCheckin): boolean {
    const i = this.indexOf(row.id);
    const seen = this.list[i];
    if (seen?.id === row.id) {
      if (sameFields(seen, row)) return false;
      this.edit()[i] = row;
    } else this.edit().splice(i, 0, row);
    return true;
  }

  private remove(id: string): boolean {
    const i = this.indexOf(id);
    if (this.list[i]?.id !== id) return false;
    this.edit().splice(i, 1);
    return true;
  }

  /** Where `id` is, or would go, in the sorted list. */
  private indexOf(id: string): number {
    let lo = 0;
    let hi = this.list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.list[mid]!.id < id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The list to change: a copy, once per published snapshot (React keeps the old one). */
  private edit(): LocalCheckin[] {
    if (!this.editing) {
      this.list = this.list.slice();
      this.editing = true;
    }
    return this.list;
  }

  private publish(): void {
    this.snapshot = this.list;
    this.editing = false;
    for (const listener of this.listeners) listener();
  }
}
