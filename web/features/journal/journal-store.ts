import Dexie from 'dexie';
import type { LocalJournalEntry, ViradaDb } from '../../data/db';
import type { TableChange } from '../../data/table-feed';

type Entry = LocalJournalEntry;

/** What the diary shows: the member's entries that are not deleted, newest first. */
export interface JournalSnapshot {
  entries: readonly Entry[];
  /** False while only the newest entries have been read (the first screen); then true. */
  complete: boolean;
}

/** How many entries the first, quick read brings: more than a phone screen holds. */
export const FIRST_READ = 12;
/**
 * Then the rest, this many at a time, newest first: each page is its own short transaction, so a
 * read or write of someone else never waits behind years of entries, and the page never blocks
 * the main thread for long while IndexedDB hands the rows over.
 */
export const PAGE_READ = 150;

/** Newest first: by day, then by id (uuid v7: creation time), as the `[userId+date]` index reversed. */
export function newestFirst(a: Entry, b: Entry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * One member's diary kept in memory for the page: the newest entries first (a short indexed read,
 * so the screen fills at once), then the older ones page by page, and every change the database
 * reports (db.journalFeed) as it happens, so a new or edited entry reaches the screen without
 * re-reading years of entries, even while they are still being read. A store for
 * `useSyncExternalStore`. It reads from its first subscriber (or `open`) and stops `keepMs` after
 * its last subscriber left (see `journalStoreFor`).
 */
export class JournalStore {
  private list: Entry[] = [];
  private complete = false;
  private snapshot: JournalSnapshot | undefined;
  /** While reading: the ids a change already settled here, which an older page must not undo. */
  private settled: Set<string> | null = null;
  private readonly listeners = new Set<() => void>();
  private stopFeed: (() => void) | null = null;
  private loadSeq = 0;
  private idle: ReturnType<typeof setTimeout> | undefined;
  /** Set while the read waits after the first screen for a page to subscribe (a preload). */
  private resume: (() => void) | null = null;

  constructor(
    private readonly db: ViradaDb,
    readonly userId: string,
    private readonly options: { keepMs?: number; onClose?: () => void } = {},
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.open();
    this.resume?.();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.closeWhenIdle();
    };
  };

  getSnapshot = (): JournalSnapshot | undefined => this.snapshot;

  /**
   * Starts following and reading now (a page about to show the diary), if not already. Without a
   * subscriber only the first screen is read; the rest follows when the page subscribes.
   */
  open(): void {
    clearTimeout(this.idle);
    if (this.stopFeed) return;
    this.stopFeed = this.db.journalFeed.subscribe((change) => this.onChange(change));
    this.db.journalFeed.listenToOtherTabs();
    void this.load();
    if (this.listeners.size === 0) this.closeWhenIdle();
  }

  private closeWhenIdle(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.close(), this.options.keepMs ?? 0);
    (this.idle as { unref?: () => void }).unref?.();
  }

  private close(): void {
    if (this.listeners.size > 0) return;
    this.stopFeed?.();
    this.stopFeed = null;
    this.loadSeq += 1;
    this.resume?.();
    this.settled = null;
    this.snapshot = undefined;
    this.list = [];
    this.options.onClose?.();
  }

  private async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.resume?.();
    this.settled = new Set();
    this.list = [];
    this.complete = false;
    try {
      // Pages end on a whole day: the next one starts at that day, and a page that is all one
      // day (more entries on a day than a page holds) is followed by that whole day at once.
      let upTo: { day: string; included: boolean } | null = null;
      let size = FIRST_READ;
      for (;;) {
        const page = await this.readPage(upTo, size);
        if (seq !== this.loadSeq) return;
        const last = page.length === size ? page[page.length - 1]!.date : null;
        const whole = last === null ? page : page.filter((e) => e.date > last);
        const day = last !== null && whole.length === 0 ? await this.readDay(last) : [];
        if (seq !== this.loadSeq) return;
        this.merge([...whole, ...day]);
        if (last === null) break;
        upTo = { day: last, included: day.length === 0 };
        size = PAGE_READ;
        this.publish();
        // A preload reads the first screen only; the older pages wait for the page that shows them.
        if (this.listeners.size === 0) await this.subscriberArrives();
        if (seq !== this.loadSeq) return;
      }
      this.complete = true;
      this.settled = null;
      this.publish();
    } catch (err) {
      console.error('[virada] diary entries could not be read', err);
    }
  }

  /** Resolves at the next subscription, or when this read is superseded or the store closes. */
  private subscriberArrives(): Promise<void> {
    return new Promise((resolve) => {
      this.resume = () => {
        this.resume = null;
        resolve();
      };
    });
  }

  /** Up to `size` entries, newest first, on days up to `upTo` (all days when null). */
  private readPage(upTo: { day: string; included: boolean } | null, size: number): Promise<Entry[]> {
    return this.db.journal
      .where('[userId+date]')
      .between(
        [this.userId, Dexie.minKey],
        [this.userId, upTo?.day ?? Dexie.maxKey],
        true,
        upTo?.included ?? true,
      )
      .reverse()
      .limit(size)
      .toArray();
  }

  private readDay(day: string): Promise<Entry[]> {
    return this.db.journal.where('[userId+date]').equals([this.userId, day]).reverse().toArray();
  }

  /** Adds read entries (newest first) to the list, leaving out what a change already settled. */
  private merge(rows: Entry[]): void {
    const fresh = rows.filter((e) => !e.deleted && !this.settled?.has(e.id));
    if (fresh.length === 0) return;
    const merged: Entry[] = [];
    let i = 0;
    let j = 0;
    while (i < this.list.length || j < fresh.length) {
      if (j >= fresh.length || (i < this.list.length && newestFirst(this.list[i]!, fresh[j]!) <= 0))
        merged.push(this.list[i++]!);
      else merged.push(fresh[j++]!);
    }
    this.list = merged;
  }

  private onChange(change: TableChange<Entry>): void {
    if (change === 'reload') void this.load();
    else if (this.apply(change)) this.publish();
  }

  private apply(change: Exclude<TableChange<Entry>, 'reload'>): boolean {
    let changed = false;
    for (const row of change.upserts) {
      this.settled?.add(row.id);
      const mine = row.userId === this.userId && !row.deleted;
      changed = (mine ? this.put(row) : this.remove(row.id)) || changed;
    }
    for (const id of change.deletes) {
      this.settled?.add(id);
      changed = this.remove(id) || changed;
    }
    return changed;
  }

  private put(row: Entry): boolean {
    const at = this.list.findIndex((e) => e.id === row.id);
    if (at >= 0 && sameEntry(this.list[at]!, row)) return false;
    const next = this.list.slice();
    if (at >= 0) next.splice(at, 1);
    next.splice(insertionPoint(next, row), 0, row);
    this.list = next;
    return true;
  }

  private remove(id: string): boolean {
    const at = this.list.findIndex((e) => e.id === id);
    if (at < 0) return false;
    const next = this.list.slice();
    next.splice(at, 1);
    this.list = next;
    return true;
  }

  private publish(): void {
    this.snapshot = { entries: this.list, complete: this.complete };
    for (const listener of this.listeners) listener();
  }
}

/** Where `row` goes in a newest-first list. */
function insertionPoint(list: readonly Entry[], row: Entry): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (newestFirst(list[mid]!, row) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The fields the page shows or acts on; an announced row written again is not a change. */
function sameEntry(a: Entry, b: Entry): boolean {
  return (
    a.revision === b.revision &&
    a.version === b.version &&
    a.syncState === b.syncState &&
    a.syncMessage === b.syncMessage &&
    a.conflict?.version === b.conflict?.version &&
    a.date === b.date &&
    a.title === b.title &&
    a.text === b.text &&
    a.mood === b.mood &&
    a.tags.join('\u0000') === b.tags.join('\u0000')
  );
}

/** How long a member's diary stays in memory after the page left it: coming back is instant. */
export const KEEP_MS = 5 * 60_000;

const stores = new WeakMap<ViradaDb, Map<string, JournalStore>>();

/**
 * The diary store of a member on this database, shared by everything on the page that shows it
 * (the page, and the route's preload, which starts the read while the page is still loading).
 */
export function journalStoreFor(db: ViradaDb, userId: string): JournalStore {
  let byUser = stores.get(db);
  if (!byUser) {
    byUser = new Map();
    stores.set(db, byUser);
  }
  let store = byUser.get(userId);
  if (!store) {
    const members = byUser;
    store = new JournalStore(db, userId, { keepMs: KEEP_MS, onClose: () => members.delete(userId) });
    byUser.set(userId, store);
  }
  return store;
}
