import { logError } from '../http/safe-log';

/**
 * The parts every fan-out job shares (DESIGN.md §11, "Fan-out is a job"): a timer that runs a
 * job's round on every instance without overlapping itself, and sending with bounded
 * concurrency. What is due, and who claims it, is each job's own (webinar-notices.ts).
 */

/**
 * Runs `items` through `work`, at most `limit` at a time, in order of start. Once `signal` is
 * aborted no further item is started; answers the items that were never started.
 */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<T[]> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return items.slice(next);
}

export interface RepeatingJob {
  /**
   * Stops the timer and asks the round under way to start nothing more; resolves when it has
   * finished (the server waits for it before closing the database).
   */
  stop(): Promise<void>;
}

/**
 * Runs `round` now and then every `intervalMs`, never two rounds at once on this instance; a
 * failing round is logged and the next one runs as usual. `round` gets a signal that is aborted
 * by `stop()`.
 */
export function startRepeatingJob(
  label: string,
  intervalMs: number,
  round: (signal: AbortSignal) => Promise<unknown>,
): RepeatingJob {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = round(stopping.signal)
      .then(
        () => undefined,
        (err: unknown) => logError(label, err),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
