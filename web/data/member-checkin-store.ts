import type { CheckinChange } from './checkin-feed';
import type { LocalCheckin, ViradaDb } from './db';

/**
 * One member's check-ins kept in memory for the dashboard: read in full once, then updated from
 * the committed changes the database reports (db.checkinFeed), so a new check-in reaches the
 * screen without re-reading ten years of rows. A store for `useSyncExternalStore`; the snapshot
 * is undefined until the first read answered, then an array ordered by id (creation time).
 */
export class MemberCheckinStore {
  private rows = new Map<string, LocalCheckin>();
  private snapshot: LocalCheckin[] | undefined;
  private lastId = '';
  private unsorted = false;
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
      this.rows = new Map();
      this.lastId = '';
      this.unsorted = false;
      this.upsert(rows);
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

  /** True when this member's rows changed. */
  private apply(change: Exclude<CheckinChange, 'reload'>): boolean {
    const mine = change.upserts.filter((row) => row.userId === this.userId);
    let changed = this.upsert(mine);
    for (const row of change.upserts)
      if (row.userId !== this.userId) changed = this.rows.delete(row.id) || changed;
    for (const id of change.deletes) changed = this.rows.delete(id) || changed;
    return changed;
  }

  private upsert(rows: LocalCheckin[]): boolean {
    for (const row of rows) {
      if (!this.rows.has(row.id)) {
        if (row.id < this.lastId) this.unsorted = true;
        else this.lastId = row.id;
      }
      this.rows.set(row.id, row);
    }
    return rows.length > 0;
  }

  private publish(): void {
    let list = [...this.rows.values()];
    if (this.unsorted) {
      list = list.sort((a, b) => (a.id < b.id ? -1 : 1));
      this.rows = new Map(list.map((row) => [row.id, row]));
      this.lastId = list.at(-1)?.id ?? '';
      this.unsorted = false;
    }
    this.snapshot = list;
    for (const listener of this.listeners) listener();
  }
}
