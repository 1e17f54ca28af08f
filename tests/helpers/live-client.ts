import WebSocket from 'ws';
import { LIVE_PATH, type LiveMessage, parseLiveMessage } from '../../shared/live';
import type { TestClient, TestServer } from './test-server';

/** A tab's live socket, as a test sees it: the messages it got, and how it closed. */
export interface LiveTab {
  messages: LiveMessage[];
  /** Resolves with the first message that matches (already received or still to come). */
  next(match: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  closed: Promise<number>;
  close(): void;
}

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
  const url = `${server.url.replace('http', 'ws')}${path}`;
  const headers: Record<string, string> = { Origin: origin };
  if (client) headers.Cookie = client.cookieHeader();
  const socket = new WebSocket(url, { headers });
  const messages: LiveMessage[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    const message = parseLiveMessage(String(data));
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
): Promise<number | 'opened'> {
  try {
    const tab = await openLive(server, client, options);
    tab.close();
    return 'opened';
  } catch (err) {
    return Number(String((err as Error).message).match(/refused: (\d+)/)?.[1] ?? 0);
  }
}
