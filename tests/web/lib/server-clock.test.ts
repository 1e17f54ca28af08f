import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKER_COPY_HEADER } from '../../../shared/constants';

/**
 * Issue 19: the server's clock, learned from the `Date` header of its answers. Each test loads the
 * module afresh (its offset lives in memory and in localStorage).
 */

type Clock = typeof import('../../../web/lib/server-clock');

const DAY = 86_400_000;
const httpDate = (ms: number) => new Date(ms).toUTCString();
const answer = (dateMs: number | null, init: ResponseInit & { cacheControl?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (dateMs !== null) headers.set('Date', httpDate(dateMs));
  if (init.cacheControl) headers.set('Cache-Control', init.cacheControl);
  return new Response('{}', { status: init.status ?? 200, headers });
};

async function freshClock(): Promise<Clock> {
  vi.resetModules();
  return import('../../../web/lib/server-clock');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Date header', () => {
  it('reads the IMF-fixdate every server sends, and nothing else', async () => {
    const { parseDateHeader } = await freshClock();
    expect(parseDateHeader('Sun, 22 Nov 2026 14:03:07 GMT')).toBe(Date.UTC(2026, 10, 22, 14, 3, 7));
    expect(parseDateHeader('  Sun, 22 Nov 2026 14:03:07 GMT ')).toBe(Date.UTC(2026, 10, 22, 14, 3, 7));
    for (const bad of [
      null,
      undefined,
      '',
      'garbage',
      '2026-11-22T14:03:07Z', // ISO: not an HTTP date
      'Sunday, 22-Nov-26 14:03:07 GMT', // the obsolete RFC 850 form
      'Sun Nov 22 14:03:07 2026', // asctime
      'Sun, 22 Nov 2026 14:03:07 +0000',
      'Thu, 01 Jan 1970 00:00:00 GMT', // a clock that was never set
    ])
      expect(parseDateHeader(bad), String(bad)).toBeNull();
  });

  it('takes the middle of the named second, minus nothing for the trip', async () => {
    const clock = await freshClock();
    const device = Date.UTC(2026, 10, 22, 12, 0, 0);
    // The server is 3 days ahead of this device; its header names a whole second.
    clock.learnServerClock(answer(device + 3 * DAY), 'GET', device);
    expect(clock.clockOffsetMs()).toBe(3 * DAY + 500);
  });
});

describe('the threshold', () => {
  it('leaves a device within a minute alone, and corrects one further off', async () => {
    const device = Date.UTC(2026, 10, 22, 12, 0, 0);
    const cases: [number, number][] = [
      [0, 0],
      [30_000, 0],
      [-59_000, 0],
      [59_000, 0], // + 500 ms: still within the minute
      [61_000, 61_500],
      [-61_000, -60_500],
      [-3 * DAY, -3 * DAY + 500],
    ];
    for (const [skew, applied] of cases) {
      localStorage.clear();
      const clock = await freshClock();
      clock.learnServerClock(answer(device + skew), 'GET', device);
      expect(clock.clockOffsetMs(), `server ${skew} ms from the device`).toBe(applied);
    }
  });

  it('serverNow adds the offset to the device’s time', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0, 0), toFake: ['Date'] });
    const clock = await freshClock();
    expect(clock.serverNow()).toBe(Date.now());
    clock.learnServerClock(answer(Date.now() - 3 * DAY));
    expect(clock.serverNow()).toBe(Date.now() - 3 * DAY + 500);
  });

  it('a reading within two seconds of the kept one keeps it (the timer never steps back)', async () => {
    const clock = await freshClock();
    const device = Date.UTC(2026, 10, 22, 12, 0, 0);
    clock.learnServerClock(answer(device + DAY), 'GET', device);
    // The same clock read again, 1.4 s of travel later: the header names the same second.
    clock.learnServerClock(answer(device + DAY), 'GET', device + 1_400);
    expect(clock.clockOffsetMs()).toBe(DAY + 500);
    // The device's clock was set right meanwhile: a new reading replaces it.
    clock.learnServerClock(answer(device), 'GET', device);
    expect(clock.clockOffsetMs()).toBe(0);
  });
});

describe('which answers are read', () => {
  const device = Date.UTC(2026, 10, 22, 12, 0, 0);
  const ahead = device + 2 * DAY;

  it('reads error answers and no-store reads; skips answers a cache may have kept, and the worker’s own', async () => {
    const clock = await freshClock();
    clock.learnServerClock(answer(ahead, { cacheControl: 'public, max-age=300' }), 'GET', device);
    clock.learnServerClock(answer(ahead, { cacheControl: 'max-age=60' }), 'get', device);
    clock.learnServerClock(answer(null, { status: 202 }), 'POST', device); // the worker's "queued"
    clock.learnServerClock(new Response('{}', { headers: { Date: 'nonsense' } }), 'GET', device);
    expect(clock.clockOffsetMs()).toBe(0);
    clock.learnServerClock(answer(ahead, { status: 401 }), 'GET', device);
    expect(clock.clockOffsetMs()).toBe(2 * DAY + 500);
  });

  it.each([
    ['GET', 'no-store'],
    ['GET', 'no-cache'],
    ['GET', ''],
    ['POST', 'public, max-age=60'],
  ])('%s with Cache-Control "%s" is read', async (method, cacheControl) => {
    const clock = await freshClock();
    clock.learnServerClock(answer(ahead, { cacheControl }), method, device);
    expect(clock.clockOffsetMs()).toBe(2 * DAY + 500);
  });

  it('skips an answer the worker served from its copy (a no-store read kept for offline use)', async () => {
    const clock = await freshClock();
    const kept = answer(ahead, { cacheControl: 'private, no-store', headers: { [WORKER_COPY_HEADER]: '1' } });
    clock.learnServerClock(kept, 'GET', device);
    expect(clock.clockOffsetMs()).toBe(0);
  });

  it('apiFetch and the sync engine’s requests both read it', async () => {
    vi.useFakeTimers({ now: device, toFake: ['Date'] });
    const clock = await freshClock();
    const { apiGet } = await import('../../../web/lib/api-client');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(ahead, { cacheControl: 'no-store' })),
    );
    await apiGet('/api/progress');
    expect(clock.clockOffsetMs()).toBe(2 * DAY + 500);

    localStorage.clear();
    const again = await freshClock();
    const { sendJson } = await import('../../../web/sync/sync-reply');
    await sendJson(async () => answer(device - 2 * DAY, { status: 500 }), 'POST', '/api/sync/push', {});
    expect(again.clockOffsetMs()).toBe(-2 * DAY + 500);
  });
});

describe('kept between visits', () => {
  const device = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('is stored, and read back by the next visit (offline)', async () => {
    const first = await freshClock();
    first.learnServerClock(answer(device - 3 * DAY), 'GET', device);
    const stored = JSON.parse(localStorage.getItem(first.SERVER_CLOCK_KEY) ?? 'null');
    expect(stored).toEqual({ offsetMs: -3 * DAY + 500, readAt: new Date(device).toISOString() });

    const next = await freshClock();
    expect(next.clockOffsetMs()).toBe(-3 * DAY + 500);
  });

  it('an offset within the minute is stored too, and still not applied', async () => {
    const first = await freshClock();
    first.learnServerClock(answer(device + 20_000), 'GET', device);
    expect(JSON.parse(localStorage.getItem(first.SERVER_CLOCK_KEY)!).offsetMs).toBe(20_500);
    expect((await freshClock()).clockOffsetMs()).toBe(0);
  });

  it('ignores what it cannot read', async () => {
    const { SERVER_CLOCK_KEY } = await freshClock();
    for (const value of ['{', '"x"', '{"offsetMs":"3"}', '{"offsetMs":null}', 'null']) {
      localStorage.setItem(SERVER_CLOCK_KEY, value);
      expect((await freshClock()).clockOffsetMs(), value).toBe(0);
    }
  });

  it('works on when storage refuses to keep it', async () => {
    const clock = await freshClock();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    clock.learnServerClock(answer(device + DAY), 'GET', device);
    expect(clock.clockOffsetMs()).toBe(DAY + 500);
    setItem.mockRestore();
  });

  it('tells listeners when the applied offset changes, not on every reading', async () => {
    const clock = await freshClock();
    const listener = vi.fn();
    const stop = clock.onClockOffsetChange(listener);
    clock.learnServerClock(answer(device + 10_000), 'GET', device);
    expect(listener).not.toHaveBeenCalled();
    clock.learnServerClock(answer(device + DAY), 'GET', device);
    expect(listener).toHaveBeenCalledTimes(1);
    clock.learnServerClock(answer(device + DAY + 60_000), 'GET', device);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    clock.learnServerClock(answer(device), 'GET', device);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows another tab’s reading', async () => {
    const clock = await freshClock();
    expect(clock.clockOffsetMs()).toBe(0);
    const listener = vi.fn();
    clock.onClockOffsetChange(listener);
    const value = JSON.stringify({ offsetMs: 5 * DAY, readAt: new Date(device).toISOString() });
    localStorage.setItem(clock.SERVER_CLOCK_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: clock.SERVER_CLOCK_KEY, newValue: value }));
    expect(clock.clockOffsetMs()).toBe(5 * DAY);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
