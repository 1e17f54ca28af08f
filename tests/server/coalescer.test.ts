import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { Coalescer } from '../../sync-server/db/coalescer';
import { CookieKeys } from '../../sync-server/http/cookie-keys';

/** A batch runner that records the batches it saw and waits until released. */
function gatedRunner(fail?: (item: number) => boolean) {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = async (items: number[]) => {
    batches.push(items);
    await gate;
    if (fail && items.some(fail)) throw new Error(`batch ${items.join(',')} failed`);
    return items.map((i) => i * 10);
  };
  return {
    batches,
    run,
    open() {
      release();
      gate = Promise.resolve();
    },
  };
}

describe('Coalescer (group commit)', () => {
  it('runs what arrives in one turn as one batch, and what arrives meanwhile as the next', async () => {
    const runner = gatedRunner();
    const coalescer = new Coalescer(runner.run, { concurrency: 1, maxWeight: 100 });
    const first = [1, 2, 3].map((i) => coalescer.submit(i));
    await new Promise((resolve) => setImmediate(resolve));
    expect(runner.batches).toEqual([[1, 2, 3]]);
    // The first batch is still running: these wait and then go together.
    const second = [4, 5, 6, 7].map((i) => coalescer.submit(i));
    await new Promise((resolve) => setImmediate(resolve));
    expect(runner.batches).toHaveLength(1);
    expect(coalescer.waiting).toBe(4);
    runner.open();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(runner.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6, 7],
    ]);
  });

  it('caps a batch by weight (a heavier item still runs, alone)', async () => {
    const runner = gatedRunner();
    runner.open();
    const coalescer = new Coalescer(runner.run, { concurrency: 1, maxWeight: 10, weight: (i) => i });
    expect(await Promise.all([4, 5, 3, 30, 2].map((i) => coalescer.submit(i)))).toEqual([
      40, 50, 30, 300, 20,
    ]);
    expect(runner.batches).toEqual([[4, 5], [3], [30], [2]]);
  });

  it('a failing batch is retried item by item: only the failing item rejects', async () => {
    const runner = gatedRunner((item) => item === 2);
    runner.open();
    const coalescer = new Coalescer(runner.run, { concurrency: 1, maxWeight: 100 });
    const results = await Promise.allSettled([1, 2, 3].map((i) => coalescer.submit(i)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseFulfilledResult<number>).value).toBe(10);
    expect((results[2] as PromiseFulfilledResult<number>).value).toBe(30);
    expect(runner.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('runs up to `concurrency` batches at once', async () => {
    const runner = gatedRunner();
    const coalescer = new Coalescer(runner.run, { concurrency: 2, maxWeight: 2 });
    const all = [1, 2, 3, 4, 5].map((i) => coalescer.submit(i));
    await new Promise((resolve) => setImmediate(resolve));
    expect(runner.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    runner.open();
    await Promise.all(all);
    expect(runner.batches).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('CookieKeys', () => {
  it('signs exactly as Keygrip and verifies with every key (rotation)', () => {
    const keys = new CookieKeys(['current', 'previous']);
    const grip = new Keygrip(['current', 'previous']);
    for (const data of ['virada.sid=abc', 'virada.sid=Zm9v-_x', '']) {
      expect(keys.sign(data)).toBe(grip.sign(data));
      expect(keys.index(data, grip.sign(data))).toBe(0);
      expect(keys.index(data, new Keygrip(['previous']).sign(data))).toBe(1);
      expect(keys.verify(data, `${grip.sign(data)}x`)).toBe(false);
      expect(keys.verify(data, '')).toBe(false);
      expect(keys.index(data, new Keygrip(['other']).sign(data))).toBe(-1);
    }
  });
});
