import {
  COMMUNITY_CLOSE,
  COMMUNITY_LIVE_PATH,
  type CommunityLiveMessage,
  type CommunityTopic,
  parseCommunityLiveMessage,
} from '../../shared/chat';
import { FAILURES_BEFORE_POLLING, POLL_MS, reconnectDelay } from './reconnect-backoff';

/**
 * `connecting`: the first attempt, before anything is known. `open`: frames arrive. `offline`: no
 * socket now (the browser is offline, the server is down or refused it, the session ended); it
 * stays `offline` through the retries until a socket opens, so a page's banner does not flicker.
 */
export type TopicSocketStatus = 'connecting' | 'open' | 'offline';

export type TopicListener = (message: CommunityLiveMessage) => void;

/** The socket's address for a topic, on the page's own origin. */
export const topicSocketUrl = (topic: CommunityTopic, origin = location.origin): string =>
  `${origin.replace(/^http/, 'ws')}${COMMUNITY_LIVE_PATH}?topic=${encodeURIComponent(topic)}`;

/**
 * One community topic (a chat room, an open forum thread) on a page (issue 12), the way the tab's
 * live channel (live-channel.ts) keeps its socket: every frame goes to the listener, and a
 * `resync` whenever frames may have been missed — on every (re)opening, and every POLL_MS while
 * the page is visible when no socket can be had. It reconnects with backoff and jitter, waits for
 * `online` when the browser is offline, and stops for good when the server says the session
 * ended. Unlike the live channel it reports its status: the chat tells people calmly when what
 * they see may be behind.
 */
export class TopicSocket {
  private socket: WebSocket | null = null;
  private status: TopicSocketStatus = 'connecting';
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private readonly cleanups: Array<() => void> = [];

  constructor(
    private readonly listener: TopicListener,
    private readonly onStatus: (status: TopicSocketStatus) => void,
    private readonly url: string,
  ) {}

  start(): void {
    const online = () => {
      clearTimeout(this.retry);
      this.connect();
    };
    // The browser knows before the socket does (a socket can take minutes to notice).
    const offline = () => {
      this.report('offline');
      this.drop();
    };
    const visible = () => {
      if (document.visibilityState === 'visible' && !this.socket) online();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    this.cleanups.push(() => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    });
    if (typeof WebSocket === 'undefined') {
      this.report('offline');
      this.startPolling();
    } else if (navigator.onLine === false) this.report('offline');
    else this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.stopPolling();
    for (const undo of this.cleanups.splice(0)) undo();
    this.drop();
  }

  private connect(): void {
    if (this.stopped || this.socket || typeof WebSocket === 'undefined') return;
    if (navigator.onLine === false) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.failed();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.stopPolling();
      this.report('open');
      // Whatever happened while this page had no socket is read now.
      this.listener({ type: 'resync' });
    };
    socket.onmessage = (event) => {
      const message = parseCommunityLiveMessage(event.data);
      if (message) this.listener(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.report('offline');
      if (event.code === COMMUNITY_CLOSE.sessionEnded) return this.stop();
      this.failed();
    };
  }

  /** Closes the current socket without reacting to its closing (stop, or the browser went offline). */
  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  private failed(): void {
    if (this.stopped) return;
    this.report('offline');
    this.failures += 1;
    if (this.failures >= FAILURES_BEFORE_POLLING) this.startPolling();
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), reconnectDelay(this.failures));
  }

  private report(status: TopicSocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.onStatus(status);
  }

  private startPolling(): void {
    if (this.poll || this.stopped) return;
    this.poll = setInterval(() => {
      if (document.visibilityState === 'visible') this.listener({ type: 'resync' });
    }, POLL_MS);
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }
}
