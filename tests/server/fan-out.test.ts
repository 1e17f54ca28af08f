import { describe, expect, it, vi } from 'vitest';
import { forEachBounded, startRepeatingJob } from '../../sync-server/jobs/fan-out';

/** The fan-out jobs' shared parts (DESIGN.md §11): bounded sending and a timer without overlap. */
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('forEachBounded', () => {
  it('never runs more than the limit at once, and runs every item', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const left = await forEachBounded([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await tick(n % 3);
      done.push(n);
      running--;
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(left).toEqual([]);
  });

  it('starts nothing more once aborted, and answers what was never started', async () => {
    const stop = new AbortController();
    const started: number[] = [];
    const left = await forEachBounded(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        started.push(n);
        if (n === 2) stop.abort();
        await tick();
      },
      stop.signal,
    );
    expect(started).toEqual([1, 2]);
    expect(left).toEqual([3, 4, 5]);
  });
});

describe('startRepeatingJob', () => {
  it('runs at once and then on its interval, never two rounds at once; stop waits for the round', async () => {
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    let release: () => void = () => {};
    const job = startRepeatingJob('test job', 5, async () => {
      rounds++;
      running++;
      if (running > 1) overlapped = true;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      running--;
    });
    await tick(30);
    expect(rounds).toBe(1);
    release();
    await vi.waitFor(() => expect(rounds).toBeGreaterThan(1));
    const stopped = job.stop();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await tick(10);
    expect(done).toBe(false);
    release();
    await stopped;
    const after = rounds;
    await tick(30);
    expect(rounds).toBe(after);
    expect(overlapped).toBe(false);
  });

  it('logs a failing round and runs the next one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let rounds = 0;
    const job = startRepeatingJob('failing job', 5, async () => {
      rounds++;
      throw new Error('boom');
    });
    await vi.waitFor(() => expect(rounds).toBeGreaterThan(1));
    await job.stop();
    expect(errors.mock.calls[0]?.[0]).toMatch(/^failing job failed: Error/);
    errors.mockRestore();
  });
});
