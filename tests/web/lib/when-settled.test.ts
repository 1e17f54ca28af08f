import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../../web/lib/when-settled');

/** A fresh copy of the module: "settled" is once per page. */
const load = async (): Promise<Module> => {
  vi.resetModules();
  return import('../../../web/lib/when-settled');
};

describe('whenSettled', () => {
  let frames: FrameRequestCallback[];
  let idle: { callback: IdleRequestCallback; timeout?: number }[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idle = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      idle.push({ callback, timeout: options?.timeout }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const paint = async () => {
    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.runAllTimersAsync();
  };
  const goIdle = async () => {
    for (const { callback } of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
    await vi.runAllTimersAsync();
  };

  it('waits for the first paint, then for the main thread to be idle (with a time limit)', async () => {
    const { whenSettled, SETTLE_TIMEOUT_MS } = await load();
    const task = vi.fn();
    whenSettled(task);
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
    await paint();
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(SETTLE_TIMEOUT_MS);
    await goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs every waiting task once, and later ones at once', async () => {
    const { whenSettled } = await load();
    const first = vi.fn();
    const second = vi.fn();
    whenSettled(first);
    whenSettled(second);
    await paint();
    await goIdle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenSettled(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs', async () => {
    const { whenSettled } = await load();
    const task = vi.fn();
    const cancel = whenSettled(task);
    cancel();
    await paint();
    await goIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), runs right after the first paint', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { whenSettled } = await load();
    const task = vi.fn();
    whenSettled(task);
    await paint();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('settleNow runs waiting tasks without waiting for paint or idle, and once only', async () => {
    const { whenSettled, settleNow } = await load();
    const task = vi.fn();
    whenSettled(task);
    settleNow();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
    await paint();
    await goIdle();
    expect(task).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenSettled(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
