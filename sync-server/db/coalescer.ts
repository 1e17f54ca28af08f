/**
 * Group commit for one kind of database work. Items submitted while `concurrency` batches are
 * already running wait and are then run together, as ONE batch (one transaction, a handful of
 * multi-row statements), instead of one transaction each. When the database is idle an item
 * starts at the end of the current event-loop turn, with whatever else arrived in that turn.
 *
 * `runBatch` answers one output per item, in order, or throws when the batch as a whole failed
 * (its transaction rolled back). Then every item of a batch of several is run again alone, one
 * after the other, so one bad item never fails the others: only the items that fail alone
 * reject. `runBatch` must therefore be all-or-nothing (a transaction) and safe to retry.
 */
export interface CoalescerOptions<I> {
  /** Batches running at once: 1 for SQLite's single connection, a few for PostgreSQL. */
  concurrency: number;
  /** The most weight one batch takes (a lone heavier item still runs, alone). */
  maxWeight: number;
  /** An item's weight, e.g. the records it writes; 1 when omitted. */
  weight?: (item: I) => number;
}

interface Pending<I, O> {
  item: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

export class Coalescer<I, O> {
  private readonly queue: Pending<I, O>[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly runBatch: (items: I[]) => Promise<O[]>,
    private readonly options: CoalescerOptions<I>,
  ) {}

  /** Runs `item` in the next batch; settles with its own output or its own failure. */
  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.running < this.options.concurrency && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Items waiting for a batch (for tests and diagnostics). */
  get waiting(): number {
    return this.queue.length;
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.queue.length) {
      const batch = this.take();
      this.running++;
      void this.run(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private take(): Pending<I, O>[] {
    const weight = this.options.weight ?? (() => 1);
    let total = 0;
    let count = 0;
    while (count < this.queue.length) {
      const next = weight(this.queue[count]!.item);
      if (count > 0 && total + next > this.options.maxWeight) break;
      total += next;
      count++;
    }
    return this.queue.splice(0, count);
  }

  private async run(batch: Pending<I, O>[]): Promise<void> {
    try {
      const outputs = await this.runBatch(batch.map((p) => p.item));
      for (const [i, p] of batch.entries()) p.resolve(outputs[i]!);
      return;
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
    }
    // The batch rolled back as a whole: find the culprit(s) by running each item alone.
    for (const p of batch) {
      try {
        const [output] = await this.runBatch([p.item]);
        p.resolve(output!);
      } catch (err) {
        p.reject(err);
      }
    }
  }
}
