import { api } from '../../shared/api';
import type {
  AccessType,
  Platform,
  PwaAccessPayload,
  PwaSessionEndPayload,
  PwaUpdateUserPayload,
} from '../../shared/schemas/tracking.schema';
import { readStoredUser } from '../lib/stored-user';
import { type AccessSignals, currentPlatform, detectAccessType, readAccessSignals } from './detection';
import {
  httpTransport,
  newId,
  REFERRER_MAX,
  type TrackingTransport,
  USER_AGENT_MAX,
} from './tracking-transport';

/** The server's upper bound for a session's length (30 days, in seconds). */
const MAX_SESSION_SECONDS = 60 * 60 * 24 * 30;

/** Everything the tracker reads from the browser, injectable for tests. */
export interface AccessTrackerEnv {
  transport: TrackingTransport;
  now(): number;
  newId(): string;
  signals(): AccessSignals;
  userAgent(): string;
  platform(): Platform;
  /** The stored user's id, or null when nobody is signed in on this device. */
  currentUserId(): string | null;
  isVisible(): boolean;
}

export function browserAccessEnv(): AccessTrackerEnv {
  return {
    transport: httpTransport,
    now: () => Date.now(),
    newId,
    signals: readAccessSignals,
    userAgent: () => navigator.userAgent,
    platform: currentPlatform,
    currentUserId: () => readStoredUser()?.id ?? null,
    isVisible: () => document.visibilityState !== 'hidden',
  };
}

export interface AccessSession {
  /** Client UUID of the access record; update-user and end-session name it as `accessId`. */
  readonly id: string;
  userId: string | null;
  readonly accessType: AccessType;
  /** Epoch milliseconds. */
  readonly startTime: number;
  /** Settles when the start POST has been answered: true when the record exists. */
  readonly recorded: Promise<boolean>;
}

/**
 * One app access session at a time (spec §4 "App access session"): it starts with the detected
 * access type, ends once when the page is hidden, unloaded or hidden via page-hide (the data is
 * then cleared), and a new one starts when the page is shown again. All calls are best effort.
 */
export class AccessTracker {
  private session: AccessSession | null = null;
  private removeListeners: (() => void) | null = null;

  constructor(private readonly env: AccessTrackerEnv = browserAccessEnv()) {}

  /** The running session, if any. */
  get current(): Readonly<AccessSession> | null {
    return this.session;
  }

  /** Listens to the page's lifecycle and starts a session when the page is visible. Idempotent. */
  attach(): void {
    if (!this.removeListeners) {
      const onVisibilityChange = () => {
        if (this.env.isVisible()) this.resume();
        else this.end();
      };
      const onPageHide = () => this.end();
      const onPageShow = (event: PageTransitionEvent) => {
        // Restored from the back/forward cache: a new access.
        if (event.persisted) this.resume();
      };
      document.addEventListener('visibilitychange', onVisibilityChange);
      window.addEventListener('pagehide', onPageHide);
      window.addEventListener('beforeunload', onPageHide);
      window.addEventListener('pageshow', onPageShow);
      this.removeListeners = () => {
        document.removeEventListener('visibilitychange', onVisibilityChange);
        window.removeEventListener('pagehide', onPageHide);
        window.removeEventListener('beforeunload', onPageHide);
        window.removeEventListener('pageshow', onPageShow);
      };
    }
    this.resume();
  }

  /** Stops listening. The running session is left alone (it ends with the page). */
  detach(): void {
    this.removeListeners?.();
    this.removeListeners = null;
  }

  /** Starts a session unless one is running or the page is hidden. */
  resume(): void {
    if (!this.session && this.env.isVisible()) this.start(this.env.currentUserId());
  }

  /** Starts a session: POST /api/pwa-access, and PATCH last-access when a user is known. */
  start(userId: string | null): void {
    if (this.session) return;
    const { env } = this;
    const signals = env.signals();
    // The app always names its access (update-user and end-session refer to it by id).
    const id = env.newId();
    const payload: PwaAccessPayload = {
      id,
      userId,
      userAgent: env.userAgent().slice(0, USER_AGENT_MAX),
      platform: env.platform(),
      accessType: detectAccessType(signals),
      referrer: signals.referrer ? signals.referrer.slice(0, REFERRER_MAX) : null,
      ipAddress: null,
    };
    this.session = {
      id,
      userId,
      accessType: payload.accessType,
      startTime: env.now(),
      recorded: env.transport.send('POST', api.pwaAccess, payload),
    };
    if (userId) void env.transport.send('PATCH', api.userLastAccess(userId));
  }

  /**
   * The stored user changed. A user id that becomes known mid-session is added to the session
   * (PATCH update-user, after the start was recorded) and its last access is updated; without a
   * session, one is started.
   */
  setUser(userId: string | null): void {
    if (!userId) return;
    const session = this.session;
    if (!session) {
      if (this.env.isVisible()) this.start(userId);
      return;
    }
    if (session.userId === userId) return;
    session.userId = userId;
    const payload: PwaUpdateUserPayload = {
      accessId: session.id,
      userId,
      sessionStartTime: session.startTime,
    };
    const { transport } = this.env;
    void session.recorded.then((recorded) => {
      if (recorded) void transport.send('PATCH', api.pwaAccessUpdateUser, payload);
    });
    void transport.send('PATCH', api.userLastAccess(userId));
  }

  /** Ends the running session once (a keepalive POST that outlives the page) and clears it. */
  end(): void {
    const session = this.session;
    if (!session) return;
    this.session = null;
    const seconds = Math.floor((this.env.now() - session.startTime) / 1000);
    const payload: PwaSessionEndPayload = {
      accessId: session.id,
      userId: session.userId,
      sessionDuration: Math.min(Math.max(seconds, 0), MAX_SESSION_SECONDS),
      accessType: session.accessType,
    };
    this.env.transport.sendAtExit(api.pwaAccessEndSession, payload);
  }
}
