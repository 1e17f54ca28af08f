import WebSocket from 'ws';
import {
  COMMUNITY_LIVE_PATH,
  type CommunityLiveMessage,
  type CommunityTopic,
  parseCommunityLiveMessage,
} from '../../shared/chat';
import { LIVE_PATH, type LiveMessage, parseLiveMessage } from '../../shared/live';
import type { TestClient, TestServer } from './test-server';

/** A socket as a test sees it: the messages it got, and how it closed. */
export interface SocketTab<M> {
  messages: M[];
  /** Resolves with the first message that matches (already received or still to come). */
  next(match: (message: M) => boolean, timeoutMs?: number): Promise<M>;
  closed: Promise<number>;
  close(): void;
}

/** A tab's live socket (issue 19). */
export type LiveTab = SocketTab<LiveMessage>;
/** A community socket on one topic (issue 12). */
export type CommunityTab = SocketTab<CommunityLiveMessage>;

interface OpenOptions {
  origin?: string;
  path?: string;
}

/** Opens the live channel as `client` (its session cookie) from `origin`. */
export function openLive(
  server: TestServer,
  client: TestClient | null,
  { origin = server.origin, path = LIVE_PATH }: OpenOptions = {},
): Promise<LiveTab> {
  return openSocket(client, `${server.url.replace('http', 'ws')}${path}`, origin, parseLiveMessage);
}

/** Opens a community socket on `topic` as `client`, from `origin`. */
export function openCommunity(
  server: TestServer,
  client: TestClient | null,
  topic: CommunityTopic | string,
  { origin = server.origin }: { origin?: string } = {},
): Promise<CommunityTab> {
  const url = `${server.url.replace('http', 'ws')}${COMMUNITY_LIVE_PATH}?topic=${encodeURIComponent(topic)}`;
  return openSocket(client, url, origin, parseCommunityLiveMessage);
}

function openSocket<M>(
  client: TestClient | null,
  url: string,
  origin: string,
  parse: (data: unknown) => M | null,
): Promise<SocketTab<M>> {
  const headers: Record<string, string> = { Origin: origin };
  if (client) headers.Cookie = client.cookieHeader();
  const socket = new WebSocket(url, { headers });
  const messages: M[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    const message = parse(String(data));
    if (!message) return;
    messages.push(message);
    for (const wake of [...waiting]) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        messages,
        closed,
        close: () => socket.close(),
        next(match, timeoutMs = 3000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = messages.find(match);
              if (!hit) return false;
              waiting.delete(check);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              fail(new Error(`no matching live message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            if (!check()) waiting.add(check);
          });
        },
      }),
    );
  });
}

/** The status a refused upgrade answered (the test fails if the socket opened). */
export async function refusedStatus(
  server: TestServer,
  client: TestClient | null,
  options: OpenOptions = {},
  open: () => Promise<{ close(): void }> = () => openLive(server, client, options),
): Promise<number | 'opened'> {
  try {
    const tab = await open();
    tab.close();
    return 'opened';
  } catch (err) {
    return Number(String((err as Error).message).match(/refused: (\d+)/)?.[1] ?? 0);
  }
}
