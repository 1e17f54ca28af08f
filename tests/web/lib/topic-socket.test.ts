import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommunityLiveMessage } from '../../../shared/chat';
import { POLL_MS, reconnectDelay } from '../../../web/lib/reconnect-backoff';
import { TopicSocket, type TopicSocketStatus, topicSocketUrl } from '../../../web/lib/topic-socket';

/** A WebSocket the test opens, feeds and drops by hand. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const URL = 'ws://localhost/api/community/live?topic=room%3Ageral';
let online = true;
let heard: CommunityLiveMessage[];
let statuses: TopicSocketStatus[];
let socket: TopicSocket | undefined;
const last = () => FakeSocket.made.at(-1)!;

function start() {
  socket = new TopicSocket(
    (message) => heard.push(message),
    (status) => statuses.push(status),
    URL,
  );
  socket.start();
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  heard = [];
  statuses = [];
  online = true;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The longest wait of each backoff step, so the steps can be counted exactly.
  vi.spyOn(Math, 'random').mockReturnValue(1);
});

afterEach(() => {
  socket?.stop();
  socket = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('topicSocketUrl', () => {
  it('is the community path on the page’s origin, ws for http and wss for https', () => {
    expect(topicSocketUrl('room:geral', 'http://localhost:4310')).toBe(
      'ws://localhost:4310/api/community/live?topic=room%3Ageral',
    );
    expect(topicSocketUrl('thread:abc', 'https://virada.app')).toBe(
      'wss://virada.app/api/community/live?topic=thread%3Aabc',
    );
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second up to a minute, less a random half', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => reconnectDelay(n, () => 1))).toEqual([
      1_000, 2_000, 4_000, 60_000, 60_000, 60_000,
    ]);
    expect(reconnectDelay(1, () => 0)).toBe(500);
  });
});

describe('TopicSocket', () => {
  it('hands a resync when it opens, then every frame it understands', () => {
    start();
    expect(last().url).toBe(URL);
    expect(statuses).toEqual([]);
    last().open();
    last().receive(JSON.stringify({ type: 'removed', id: 'm1' }));
    last().receive('not json');
    last().receive(JSON.stringify({ type: 'session-ended', reason: 'revoked' }));
    last().receive(JSON.stringify({ type: 'thread-changed' }));
    expect(statuses).toEqual(['open']);
    expect(heard).toEqual([{ type: 'resync' }, { type: 'removed', id: 'm1' }, { type: 'thread-changed' }]);
  });

  it('reconnects with growing waits, stays offline meanwhile, and resyncs when it is back', () => {
    start();
    last().open();
    last().drop(1001);
    expect(statuses).toEqual(['open', 'offline']);
    for (const wait of [1_000, 2_000, 4_000]) {
      const before = FakeSocket.made.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.made).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.made).toHaveLength(before + 1);
      if (wait < 4_000) last().drop();
    }
    expect(statuses).toEqual(['open', 'offline']);
    last().open();
    expect(statuses).toEqual(['open', 'offline', 'open']);
    expect(heard).toEqual([{ type: 'resync' }, { type: 'resync' }]);
    // A good connection starts the waits over.
    last().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(5);
  });

  it('stops for good when the session ended (close code 4001)', () => {
    start();
    last().open();
    last().drop(4001);
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.made).toHaveLength(1);
    expect(statuses).toEqual(['open', 'offline']);
  });

  it('offline, waits for the browser to be online before trying', () => {
    online = false;
    start();
    expect(FakeSocket.made).toHaveLength(0);
    expect(statuses).toEqual(['offline']);
    vi.advanceTimersByTime(5 * 60_000);
    expect(FakeSocket.made).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.made).toHaveLength(1);
    last().open();
    expect(statuses).toEqual(['offline', 'open']);
  });

  it('lets go of its socket as soon as the browser says it is offline', () => {
    start();
    const first = last();
    first.open();
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(first.closedWith).toBe(1000);
    expect(statuses).toEqual(['open', 'offline']);
    // The old socket's late close changes nothing; nothing is tried until the browser is online.
    first.drop();
    vi.advanceTimersByTime(5 * 60_000);
    expect(FakeSocket.made).toHaveLength(1);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('without a socket for three attempts, resyncs every few minutes while the page is visible', () => {
    start();
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().drop();
    vi.advanceTimersByTime(2_000);
    last().drop();
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(POLL_MS);
    expect(heard.filter((m) => m.type === 'resync').length).toBeGreaterThanOrEqual(1);
    // Once a socket opens, the polling stops.
    const polled = heard.length;
    last().open();
    vi.advanceTimersByTime(3 * POLL_MS);
    expect(heard).toHaveLength(polled + 1);
  });

  it('closes its socket when stopped and never reconnects', () => {
    start();
    const first = last();
    first.open();
    socket?.stop();
    expect(first.closedWith).toBe(1000);
    first.drop(1000);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(statuses).toEqual(['open']);
  });
});
