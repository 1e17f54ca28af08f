import type { WebSocket } from 'ws';
import { COMMUNITY_CLOSE, type CommunityLiveMessage } from '../../../shared/chat';
import type { TopicEvent } from './live-event';

/** A socket reading one community topic, and who opened it. */
export interface TopicClient {
  socket: WebSocket;
  topic: string;
  userId: string;
  /** The session's id (the hash its row is keyed by). */
  sessionId: string;
  alive: boolean;
}

/** More community sockets than this for one person close the oldest. */
export const MAX_TOPIC_SOCKETS_PER_USER = 20;
/** A socket whose send buffer holds more than this (a very slow link) is skipped, not queued more. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * This instance's community sockets (issue 12): who reads which chat room or forum thread, and
 * the delivery of frames to them. A chat message's frame is serialised twice at most, whatever
 * the number of readers: once for everyone, once with `isMine: true` for its author's sockets.
 */
export class TopicHub {
  private readonly byTopic = new Map<string, Set<TopicClient>>();
  private readonly byUser = new Map<string, Set<TopicClient>>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  get size(): number {
    let n = 0;
    for (const set of this.byTopic.values()) n += set.size;
    return n;
  }

  add(client: TopicClient): void {
    addTo(this.byTopic, client.topic, client);
    const mine = addTo(this.byUser, client.userId, client);
    if (mine.size > MAX_TOPIC_SOCKETS_PER_USER) {
      const oldest = mine.values().next().value as TopicClient;
      this.remove(oldest);
      oldest.socket.close(COMMUNITY_CLOSE.goingAway, 'too many connections');
    }
    client.socket.on('pong', () => {
      client.alive = true;
    });
    client.socket.on('close', () => this.remove(client));
  }

  private remove(client: TopicClient): void {
    removeFrom(this.byTopic, client.topic, client);
    removeFrom(this.byUser, client.userId, client);
  }

  deliver(event: TopicEvent): void {
    const readers = this.byTopic.get(event.topic);
    if (!readers) return;
    const frame = JSON.stringify(event.message);
    const own = event.authorId ? ownFrame(event.message) : null;
    for (const client of readers) send(client, own && client.userId === event.authorId ? own : frame);
  }

  /** Every socket, e.g. to read again after frames may have been lost. */
  broadcast(message: CommunityLiveMessage): void {
    const frame = JSON.stringify(message);
    for (const set of this.byTopic.values()) for (const client of set) send(client, frame);
  }

  /** The session ended: its community sockets close and must not reconnect with it. */
  endSessions(userId: string, sessionIds?: readonly string[]): void {
    const only = sessionIds ? new Set(sessionIds) : null;
    for (const client of [...(this.byUser.get(userId) ?? [])]) {
      if (only && !only.has(client.sessionId)) continue;
      this.remove(client);
      client.socket.close(COMMUNITY_CLOSE.sessionEnded, 'session ended');
    }
  }

  /** The distinct sessions with an open socket here, with their person. */
  sessionIds(): Map<string, string> {
    const sessions = new Map<string, string>();
    for (const [userId, set] of this.byUser) for (const client of set) sessions.set(client.sessionId, userId);
    return sessions;
  }

  /** Pings every socket each `everyMs`; one that did not answer the previous ping is dropped. */
  startHeartbeat(everyMs: number): void {
    this.heartbeat = setInterval(() => {
      for (const set of this.byTopic.values()) {
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
    for (const set of this.byTopic.values()) {
      for (const client of set) {
        client.socket.close(COMMUNITY_CLOSE.goingAway, 'server stopping');
        setTimeout(() => client.socket.terminate(), 500).unref?.();
      }
    }
    this.byTopic.clear();
    this.byUser.clear();
  }
}

/** The author's copy of a chat message's frame; null when the frame is not a message. */
function ownFrame(message: CommunityLiveMessage): string | null {
  if (message.type !== 'message') return null;
  return JSON.stringify({ ...message, message: { ...message.message, isMine: true } });
}

function addTo(map: Map<string, Set<TopicClient>>, key: string, client: TopicClient): Set<TopicClient> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(client);
  return set;
}

function removeFrom(map: Map<string, Set<TopicClient>>, key: string, client: TopicClient): void {
  const set = map.get(key);
  if (!set?.delete(client)) return;
  if (set.size === 0) map.delete(key);
}

function send(client: TopicClient, frame: string): void {
  const { socket } = client;
  if (socket.readyState !== socket.OPEN || socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
  socket.send(frame);
}
