import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedPush {
  path: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
}

/** An answer the stand-in gives: a status and its headers (e.g. `Retry-After`). */
export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

export interface PushTestServerOptions {
  /** Milliseconds each answer waits, like a real push service's round trip (default 0). */
  latencyMs?: number;
  /** Keep every request in `received` (default true); a bench of 100,000 sends counts only. */
  record?: boolean;
  /**
   * Close a kept-alive connection, unread, when a further request arrives on it: what a service
   * closing an idle connection does to a message written at that moment (default false).
   */
  resetReusedConnections?: boolean;
}

/**
 * A stand-in push service: counts requests per path, records them (unless told not to) and
 * answers 201, or 410 for paths under `/gone/` (a subscription the browser dropped), or the
 * answers scripted for a path (`script`), each used once, in order. Optional latency per answer.
 */
export async function startPushTestServer(options: PushTestServerOptions = {}) {
  const received: RecordedPush[] = [];
  const counts = new Map<string, number>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const record = options.record ?? true;
  const latency = options.latencyMs ?? 0;
  let total = 0;
  let resets = 0;
  const usedSockets = new WeakSet<object>();
  const server = createServer((req, res) => {
    if (options.resetReusedConnections && usedSockets.has(req.socket)) {
      resets++;
      req.socket.destroy();
      return;
    }
    usedSockets.add(req.socket);
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      total++;
      counts.set(path, (counts.get(path) ?? 0) + 1);
      if (record) received.push({ path, headers: req.headers, bodyBytes: bytes });
      const answer = scripts.get(path)?.shift() ?? { status: path.startsWith('/gone/') ? 410 : 201 };
      const reply = () => {
        res.writeHead(answer.status, answer.headers);
        res.end();
      };
      if (latency > 0) setTimeout(reply, latency);
      else reply();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 1024, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  let connections = 0;
  server.on('connection', () => {
    connections++;
  });
  return {
    url,
    received,
    /** Requests received for a path. */
    countFor: (path: string) => counts.get(path) ?? 0,
    /** Requests reset unread on a kept-alive connection (`resetReusedConnections`). */
    resets: () => resets,
    /** Requests received in all. */
    total: () => total,
    /** Paths that received more than one request. */
    repeatedPaths: () => [...counts].filter(([, n]) => n > 1).map(([path]) => path),
    /** TCP connections opened to the stand-in (keep-alive keeps this far below the requests). */
    connections: () => connections,
    /** The next requests to `path` get these answers, one each, before the default again. */
    script(path: string, ...answers: ScriptedAnswer[]) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...answers]);
    },
    /** A browser-like subscription (real P-256 key and auth secret) for an endpoint path. */
    subscription: (path: string) => browserSubscription(`${url}${path}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser-like subscription to an endpoint: a real P-256 key and auth secret. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export type PushTestServer = Awaited<ReturnType<typeof startPushTestServer>>;
