import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type LiveMessage } from '../../../shared/live';
import type { LiveEvent } from './live-event';

/** A connected tab: its socket and who it was opened for. */
export interface LiveClient {
  socket: WebSocket;
  userId: string;
  /** The session's id (the hash its row is keyed by). */
  sessionId: string;
  alive: boolean;
}

/** More sockets than this for one person (tabs on every device) close the oldest. */
export const MAX_SOCKETS_PER_USER = 20;

/**
 * This instance's open sockets by person, and delivery of announcements to them. A `session-ended`
 * message is the socket's last: it closes with LIVE_CLOSE.sessionEnded right after.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveClient>>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  add(client: LiveClient): void {
    let set = this.byUser.get(client.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(client.userId, set);
    }
    set.add(client);
    if (set.size > MAX_SOCKETS_PER_USER) {
      const oldest = set.values().next().value as LiveClient;
      this.remove(oldest);
      oldest.socket.close(LIVE_CLOSE.goingAway, 'too many connections');
    }
    client.socket.on('pong', () => {
      client.alive = true;
    });
    client.socket.on('close', () => this.remove(client));
  }

  private remove(client: LiveClient): void {
    const set = this.byUser.get(client.userId);
    if (!set?.delete(client)) return;
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  deliver(event: LiveEvent): void {
    const set = this.byUser.get(event.userId);
    if (!set) return;
    const only = event.sessionIds ? new Set(event.sessionIds) : null;
    const frame = JSON.stringify(event.message);
    for (const client of [...set]) {
      if (only && !only.has(client.sessionId)) continue;
      send(client, frame);
      if (event.message.type === 'session-ended') {
        this.remove(client);
        client.socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
      }
    }
  }

  /** Every socket, e.g. to read again after announcements may have been lost. */
  broadcast(message: LiveMessage): void {
    const frame = JSON.stringify(message);
    for (const set of this.byUser.values()) for (const client of set) send(client, frame);
  }

  /** The distinct sessions with an open socket here. */
  sessionIds(): Map<string, string> {
    const sessions = new Map<string, string>();
    for (const [userId, set] of this.byUser) for (const client of set) sessions.set(client.sessionId, userId);
    return sessions;
  }

  /**
   * Pings every socket each `everyMs`; one that did not answer the previous ping is gone (a phone
   * that lost signal without closing) and is dropped, so its memory is freed.
   */
  startHeartbeat(everyMs: number): void {
    this.heartbeat = setInterval(() => {
      for (const set of this.byUser.values()) {
        for (const client of [...set]) {
          if (!client.alive) {
            this.remove(client);
            client.socket.terminate();
            continue;
          }
          client.alive = false;
          client.socket.ping();
        }
      }
    }, everyMs);
    this.heartbeat.unref?.();
  }

  /** Tells every socket to reconnect (elsewhere) and lets go of them within half a second. */
  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const set of this.byUser.values()) {
      for (const client of set) {
        client.socket.close(LIVE_CLOSE.goingAway, 'server stopping');
        setTimeout(() => client.socket.terminate(), 500).unref?.();
      }
    }
    this.byUser.clear();
  }
}

function send(client: LiveClient, frame: string): void {
  // A socket whose buffer is backing up (a very slow link) is not sent more: it reads everything
  // again when it reconnects anyway.
  if (client.socket.readyState !== client.socket.OPEN || client.socket.bufferedAmount > 64 * 1024) return;
  client.socket.send(frame);
}
