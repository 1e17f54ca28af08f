import { LIVE_CLOSE, LIVE_PATH, type LiveMessage, parseLiveMessage } from '../../shared/live';
import { FAILURES_BEFORE_POLLING, POLL_MS, reconnectDelay } from './reconnect-backoff';

export type LiveListener = (message: LiveMessage) => void;

/**
 * The tab's one live socket (issue 19). It hands every announcement to the listener, and a
 * `resync` whenever announcements may have been missed: on every (re)connection, and every
 * POLL_MS while the page is visible when no socket can be had. It reconnects with backoff and
 * jitter, waits for `online` when the browser is offline, and stops for good once the server says
 * the session ended. Nothing is shown while it is down: the sync indicator already says offline.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private readonly cleanups: Array<() => void> = [];

  constructor(
    private readonly listener: LiveListener,
    private readonly url = `${location.origin.replace(/^http/, 'ws')}${LIVE_PATH}`,
  ) {}

  start(): void {
    const online = () => {
      clearTimeout(this.retry);
      this.connect();
    };
    const visible = () => {
      if (document.visibilityState === 'visible' && !this.socket) online();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    this.cleanups.push(() => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    });
    if (typeof WebSocket === 'undefined') this.startPolling();
    else this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.stopPolling();
    for (const undo of this.cleanups.splice(0)) undo();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  private connect(): void {
    if (this.stopped || this.socket || typeof WebSocket === 'undefined') return;
    if (navigator.onLine === false) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.stopPolling();
      // Whatever was announced while this tab had no socket is read now.
      this.listener({ type: 'resync' });
    };
    socket.onmessage = (event) => {
      const message = parseLiveMessage(event.data);
      if (message) this.listener(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === LIVE_CLOSE.sessionEnded) return this.stop();
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.failures += 1;
    if (this.failures >= FAILURES_BEFORE_POLLING) this.startPolling();
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), reconnectDelay(this.failures));
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
