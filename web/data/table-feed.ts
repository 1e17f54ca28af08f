import Dexie, { type DBCore, type DBCoreMutateRequest, type DBCoreTable, type Middleware } from 'dexie';

/** What changed in a table: rows written and keys deleted, or "read it all again". */
export type TableChange<T> = { upserts: T[]; deletes: string[] } | 'reload';

/**
 * Tells listeners which rows of one table (check-ins, diary entries) a transaction wrote or
 * deleted, so a view can update its copy instead of re-reading thousands of rows on every write.
 * Why not Dexie's liveQuery alone: a
 * record and its outbox row are written in one explicit transaction, and after an explicit
 * transaction Dexie's cache re-reads every affected query in full (its optimistic updates apply
 * only to implicit ones): 0.2–0.6 s for 10 years of check-ins.
 *
 * Changes are reported as each write is asked for, like Dexie's own optimistic updates (the
 * transaction's `complete` can come 50+ ms later, once the disk has it); if a write fails or its
 * transaction aborts, listeners are told to read everything again. Other tabs hear "reload" over a
 * BroadcastChannel once it committed (rare: the same member in two tabs).
 */
export class TableFeed<T> {
  private readonly listeners = new Set<(change: TableChange<T>) => void>();
  private readonly watched = new WeakSet<object>();
  private channel: BroadcastChannel | null = null;

  /** The DBCore middleware that reports each write to the table (`db.use(feed.middleware)`). */
  readonly middleware: Middleware<DBCore>;

  constructor(
    private readonly tableName: string,
    private readonly channelName: string,
  ) {
    this.middleware = {
      stack: 'dbcore',
      // Named per table: Dexie replaces a middleware by another of the same name.
      name: `${tableName}-feed`,
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return name === this.tableName ? this.wrap(table) : table;
        },
      }),
    };
  }

  subscribe(listener: (change: TableChange<T>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Lazily opened; unref'd so that it never keeps a test process alive. */
  private get tabs(): BroadcastChannel | null {
    if (!this.channel && typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(this.channelName);
      channel.onmessage = () => this.emit('reload');
      (channel as { unref?: () => void }).unref?.();
      this.channel = channel;
    }
    return this.channel;
  }

  /**
   * Shows rows about to be written before the write even starts (see recordCheckin): listeners get
   * them at once, in the caller's task, and the write's own report later changes nothing. A write
   * that then fails must be taken back with `retract`.
   */
  announce(rows: T[]): void {
    this.emit({ upserts: rows, deletes: [] });
  }

  /** Takes back announced rows whose write failed. */
  retract(ids: string[]): void {
    this.emit({ upserts: [], deletes: ids });
  }

  /** Has views read everything again (an announced change of an existing row was not written). */
  invalidate(): void {
    this.emit('reload');
  }

  /** Starts hearing other tabs' writes (call once a view needs them). */
  listenToOtherTabs(): void {
    void this.tabs;
  }

  private wrap(table: DBCoreTable): DBCoreTable {
    return {
      ...table,
      // Reported when asked, like Dexie's optimistic updates: the screen need not wait for the
      // disk. `then`, not async/await: the caller keeps Dexie's own promise in its transaction.
      mutate: (req) => {
        this.watch(req.trans as unknown as EventTarget);
        const change = changeOf<T>(req);
        if (change !== 'reload') this.emit(change);
        return table.mutate(req).then(
          (res) => {
            if (change === 'reload' || res.numFailures > 0) this.emit('reload');
            return res;
          },
          (err: unknown) => {
            this.emit('reload');
            throw err;
          },
        );
      },
    };
  }

  private watch(trans: EventTarget): void {
    if (this.watched.has(trans)) return;
    this.watched.add(trans);
    trans.addEventListener('complete', () => this.tabs?.postMessage('changed'));
    trans.addEventListener('abort', () => this.emit('reload'));
  }

  /** Outside the writing transaction's scope, so a listener's own reads never join it. */
  private emit(change: TableChange<T>): void {
    Dexie.ignoreTransaction(() => {
      for (const listener of this.listeners) listener(change);
    });
  }
}

function changeOf<T>(req: DBCoreMutateRequest): TableChange<T> {
  switch (req.type) {
    case 'add':
    case 'put':
      return { upserts: req.values.map((v: T) => ({ ...v })), deletes: [] };
    case 'delete':
      return { upserts: [], deletes: req.keys.map(String) };
    default:
      return 'reload';
  }
}
