import type { IncomingMessage, Server } from 'node:http';
import { ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';
import { WebSocketServer } from 'ws';
import { COMMUNITY_LIVE_PATH } from '../../../shared/chat';
import { LIVE_PATH, type SessionEndReason } from '../../../shared/live';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { chunked, inList, sqlDate, withConnection } from '../../db/sql';
import { hashSessionKey } from '../auth/session-store';
import { attachLiveBus } from './announce';
import { MemoryBus, PostgresBus } from './live-buses';
import { type BusEvent, isTopicEvent, type LiveBus } from './live-event';
import { LiveHub } from './live-hub';
import { TopicHub } from './topic-hub';

/** How often sockets are pinged (a dead one is dropped after two intervals). */
const HEARTBEAT_MS = 30_000;
/**
 * How often the sessions of open sockets are read again. Sessions ended where no announcement
 * reaches this process (the support CLI on SQLite, an instance that crashed before announcing)
 * are found here.
 */
const SESSION_CHECK_MS = 30_000;

/**
 * Whether this person may read this community topic (the community module decides): null when
 * they may, else the HTTP status the upgrade is refused with.
 */
export type TopicAccess = (userId: string, topic: string) => Promise<403 | 404 | null>;

export interface LiveChannel {
  hub: LiveHub;
  /** The community's sockets (chat rooms, open forum threads) at COMMUNITY_LIVE_PATH. */
  topics: TopicHub;
  bus: LiveBus;
  /** Serves LIVE_PATH upgrades on `server` (the app's own port). */
  attach(server: Server): void;
  /** Reads the sessions of the open sockets now (tests; normally every SESSION_CHECK_MS). */
  checkSessions(): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  config: Config;
  orm: Orm;
  app: Koa;
  sessionCookie: string;
  logError: (label: string, err: unknown) => void;
  /** Who may read which community topic; without it, community upgrades are refused. */
  topicAccess?: TopicAccess;
}

/**
 * The live channel (issue 19): a WebSocket per signed-in tab at LIVE_PATH, its Origin and session
 * cookie checked at the upgrade like any API call; announcements carried between instances by
 * PostgreSQL LISTEN/NOTIFY, or in memory on SQLite (one process). The community's sockets (issue
 * 12) are served here too, at COMMUNITY_LIVE_PATH with `?topic=`, on the same checks and bus.
 */
export async function createLiveChannel({
  config,
  orm,
  app,
  sessionCookie,
  logError,
  topicAccess,
}: Options): Promise<LiveChannel> {
  const hub = new LiveHub();
  const topics = new TopicHub();
  const deliver = (event: BusEvent) => {
    if (isTopicEvent(event)) return topics.deliver(event);
    hub.deliver(event);
    if (event.message.type === 'session-ended') topics.endSessions(event.userId, event.sessionIds);
  };
  let bus: LiveBus;
  if (config.databaseUrl.startsWith('sqlite:')) {
    bus = new MemoryBus(deliver);
  } else {
    const pgBus = new PostgresBus(
      config.databaseUrl,
      deliver,
      () => {
        hub.broadcast({ type: 'resync' });
        topics.broadcast({ type: 'resync' });
      },
      logError,
    );
    await pgBus.start();
    bus = pgBus;
  }
  attachLiveBus(orm, bus);
  hub.startHeartbeat(HEARTBEAT_MS);
  topics.startHeartbeat(HEARTBEAT_MS);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });

  const checkSessions = async () => {
    const open = new Map([...hub.sessionIds(), ...topics.sessionIds()]);
    if (open.size === 0) return;
    const ended = await endedAmong(orm, [...open.keys()]);
    for (const [sessionId, reason] of ended) {
      const userId = open.get(sessionId);
      if (userId) deliver({ userId, sessionIds: [sessionId], message: { type: 'session-ended', reason } });
    }
  };
  const timer = setInterval(() => {
    checkSessions().catch((err: unknown) => logError('live session check', err));
  }, SESSION_CHECK_MS);
  timer.unref?.();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgrade(req, socket, head).catch((err: unknown) => {
      logError('live upgrade', err);
      refuse(socket, 500);
    });
  };

  const upgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://upgrade.invalid');
    if (url.pathname !== LIVE_PATH && url.pathname !== COMMUNITY_LIVE_PATH) return refuse(socket, 404);
    const origin = req.headers.origin;
    if (!origin || !config.allowedOrigins.includes(origin)) return refuse(socket, 403);
    const session = await sessionOf(orm, app, sessionCookie, req);
    if (!session) return refuse(socket, 401);
    const topic = url.pathname === COMMUNITY_LIVE_PATH ? url.searchParams.get('topic') : null;
    if (url.pathname === COMMUNITY_LIVE_PATH) {
      const refused = topic && topicAccess ? await topicAccess(session.userId, topic) : 404;
      if (refused) return refuse(socket, refused);
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client = { socket: ws, userId: session.userId, sessionId: session.id, alive: true };
      if (topic) topics.add({ ...client, topic });
      else hub.add(client);
      // Clients have nothing to say on these channels; anything they send is ignored.
      ws.on('error', () => ws.terminate());
    });
  };

  return {
    hub,
    topics,
    bus,
    attach(server) {
      server.on('upgrade', onUpgrade);
    },
    checkSessions,
    async close() {
      clearInterval(timer);
      hub.closeAll();
      topics.closeAll();
      wss.close();
      await bus.close();
    },
  };
}

/** The session named by the request's signed cookie, if it is alive and its account exists. */
async function sessionOf(
  orm: Orm,
  app: Koa,
  cookieName: string,
  req: IncomingMessage,
): Promise<{ id: string; userId: string } | null> {
  // Koa's own cookie reader, so the signature is checked exactly as for every API call.
  const ctx = app.createContext(req, new ServerResponse(req));
  const key = ctx.cookies.get(cookieName, { signed: true });
  if (!key) return null;
  const id = hashSessionKey(key);
  const rows = await withConnection(orm.em, (db) =>
    db.rows<{ user_id: string | null }>(
      `select s.user_id from sessions s join users u on u.id = s.user_id
        where s.id = ? and s.expires_at > ?`,
      [id, sqlDate(db, new Date())],
    ),
  );
  const userId = rows[0]?.user_id;
  return userId ? { id, userId } : null;
}

/** Of these sessions, the ones that ended, each with its reason ('expired' when none was kept). */
async function endedAmong(orm: Orm, sessionIds: string[]): Promise<Map<string, SessionEndReason>> {
  const ended = new Map<string, SessionEndReason>();
  await withConnection(orm.em, async (db) => {
    const now = sqlDate(db, new Date());
    for (const ids of chunked(sessionIds, 500)) {
      const alive = await db.rows<{ id: string }>(
        `select id from sessions where id in (${inList(ids.length)}) and expires_at > ?`,
        [...ids, now],
      );
      const aliveIds = new Set(alive.map((row) => row.id));
      const gone = ids.filter((id) => !aliveIds.has(id));
      if (gone.length === 0) continue;
      const reasons = await db.rows<{ id: string; reason: SessionEndReason }>(
        `select id, reason from ended_sessions where id in (${inList(gone.length)})`,
        gone,
      );
      const byId = new Map(reasons.map((row) => [row.id, row.reason]));
      for (const id of gone) ended.set(id, byId.get(id) ?? 'expired');
    }
  });
  return ended;
}

function refuse(socket: Duplex, status: number): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
