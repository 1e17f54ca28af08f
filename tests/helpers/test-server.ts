import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, createApp } from '../../sync-server/app';
import { type Config, loadConfig } from '../../sync-server/config';
import type { Orm } from '../../sync-server/db/orm';

type Env = Record<string, string | undefined>;

/** Texts that must never appear in any answer of the API. */
export const SECRET_MARKERS = ['passwordHash', 'password_hash', '$argon2'] as const;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are inspected with expect().
type AnyBody = any;

export interface TestResponse<T = AnyBody> {
  status: number;
  headers: Headers;
  /** The raw body. */
  text: string;
  /** The body parsed as JSON; `undefined` when it is empty or not JSON. */
  body: T;
  /** Every Set-Cookie header of the answer. */
  setCookies: string[];
}

export interface RequestOptions {
  /** Sent as a JSON body with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is (set the content type yourself in `headers`). */
  body?: string;
  headers?: Record<string, string>;
  /** The Origin header; `null` sends none. Defaults to the client's origin. */
  origin?: string | null;
}

export interface TestClient {
  /** Cookies the client holds, by name (a small browser cookie jar). */
  readonly cookies: Map<string, string>;
  request<T = AnyBody>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  get<T = AnyBody>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = AnyBody>(path: string, json?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  patch<T = AnyBody>(path: string, json?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = AnyBody>(path: string, json?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  delete<T = AnyBody>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** The Cookie header the client would send now. */
  cookieHeader(): string;
}

export interface TestServer {
  /** Base URL of the listening server, e.g. http://127.0.0.1:54321. */
  url: string;
  /** The origin the app accepts mutations from (the config's publicOrigin). */
  origin: string;
  config: Config;
  orm: Orm;
  app: App;
  /** A fresh browser-like client with its own cookie jar. */
  client(options?: { origin?: string | null; headers?: Record<string, string> }): TestClient;
  /** A one-off request without cookies. */
  request<T = AnyBody>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Every response body this server has answered so far (for leak checks). */
  bodies: string[];
  /** A fresh entity manager for looking at the database. */
  em(): Orm['em'];
  close(): Promise<void>;
}

/**
 * Values the server handed out that must never reach its log: session cookies and invite codes
 * seen in any answer of this process (the security suite scans the log for them).
 */
export const handedOutSecrets = new Set<string>();

function noteSecrets(setCookies: string[], text: string): void {
  for (const header of setCookies) {
    const value = header.split(';')[0]?.split('=').slice(1).join('=');
    if (value) handedOutSecrets.add(value);
  }
  for (const match of text.matchAll(/"code":"([A-Z0-9]{4}-[A-Z0-9]{4})"/g)) {
    handedOutSecrets.add(match[1]!);
    handedOutSecrets.add(match[1]!.replace('-', ''));
  }
}

/** Generous defaults so that only the rate-limit tests meet the limits. */
const DEFAULT_ENV: Env = {
  SESSION_KEYS: 'test-key',
  WEB_ROOT: '',
  LOG_REQUESTS: 'false',
  LOGIN_LIMIT_PER_IP: '10000',
  LOGIN_LIMIT_PER_ACCOUNT: '10000',
  REGISTER_LIMIT_PER_IP: '10000',
  FORGOT_PASSWORD_LIMIT_PER_IP: '10000',
  FORGOT_PASSWORD_LIMIT_PER_EMAIL: '10000',
  RESET_PASSWORD_LIMIT_PER_IP: '10000',
  ANALYTICS_LIMIT_PER_IP: '1000000',
  PWA_TRACKING_LIMIT_PER_IP: '1000000',
  CONTACT_LIMIT_PER_IP: '10000',
  CONTACT_LIMIT_PER_EMAIL: '10000',
  // Community figures recounted on every request, as tests expect right after a write
  // (tests/server/community-stats-aggregate.test.ts drives the real schedule).
  COMMUNITY_STATS_REFRESH_SECONDS: '0',
};

/**
 * Starts the real app in-process on a random port, over real HTTP. Each call gets its own
 * database: an in-memory SQLite one, or, when DATABASE_URL names a PostgreSQL server, a
 * freshly created database that close() drops again (so test files can run in parallel).
 * `fileDatabase` puts SQLite in a temporary file instead, so a second ORM (the support CLI) can
 * open the same database.
 */
export async function startTestServer(
  overrides: Env = {},
  options: { fileDatabase?: boolean } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(process.env.DATABASE_URL, options.fileDatabase ?? false);
  let app: App | undefined;
  let server: Server | undefined;
  try {
    // The security suite turns request logging on to scan the log (tests/server/security/log-scan.setup.ts).
    const logRequests = process.env.VIRADA_TEST_LOG_REQUESTS;
    const config = loadConfig({
      ...DEFAULT_ENV,
      ...(logRequests && { LOG_REQUESTS: logRequests }),
      DATABASE_URL: database.url,
      ...overrides,
    });
    app = await createApp(config);
    server = await app.listen(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const bodies: string[] = [];
    const send = makeSender(url, bodies);
    const running = app;
    const listening = server;
    let closed = false;

    return {
      url,
      origin: config.publicOrigin,
      config,
      orm: running.orm,
      app: running,
      bodies,
      em: () => running.orm.em.fork(),
      client: (options = {}) =>
        makeClient(
          send,
          options.origin === undefined ? config.publicOrigin : options.origin,
          options.headers,
        ),
      request: (method, path, options = {}) =>
        send(method, path, { ...options, origin: options.origin === undefined ? null : options.origin }),
      async close() {
        if (closed) return;
        closed = true;
        running.live.hub.closeAll();
        await stopServer(listening);
        await running.close();
        await database.drop();
      },
    };
  } catch (err) {
    if (server) await stopServer(server);
    await app?.close();
    await database.drop();
    throw err;
  }
}

type Sender = (
  method: string,
  path: string,
  options: RequestOptions & { cookie?: string },
) => Promise<TestResponse>;

function makeSender(baseUrl: string, bodies: string[]): Sender {
  return async (method, path, options) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] ??= 'application/json';
    }
    if (options.origin) headers.Origin = options.origin;
    if (options.cookie) headers.Cookie = options.cookie;
    const res = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    bodies.push(text);
    noteSecrets(res.headers.getSetCookie(), text);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return {
      status: res.status,
      headers: res.headers,
      text,
      body: parsed,
      setCookies: res.headers.getSetCookie(),
    };
  };
}

function makeClient(
  send: Sender,
  origin: string | null,
  defaultHeaders: Record<string, string> = {},
): TestClient {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const request = async (method: string, path: string, options: RequestOptions = {}) => {
    const res = await send(method, path, {
      ...options,
      headers: { ...defaultHeaders, ...options.headers },
      origin: options.origin === undefined ? origin : options.origin,
      cookie: cookieHeader() || undefined,
    });
    for (const header of res.setCookies) storeCookie(cookies, header);
    return res;
  };

  return {
    cookies,
    cookieHeader,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, json, options) => request('POST', path, { ...options, json }),
    patch: (path, json, options) => request('PATCH', path, { ...options, json }),
    put: (path, json, options) => request('PUT', path, { ...options, json }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/** Keeps or removes one cookie the way a browser would (expiry in the past or empty value removes). */
function storeCookie(cookies: Map<string, string>, header: string): void {
  const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  if (eq <= 0) return;
  const name = pair.slice(0, eq);
  const value = pair.slice(eq + 1);
  const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
  const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
  const expired =
    (expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now()) ||
    (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0);
  if (expired || value === '') cookies.delete(name);
  else cookies.set(name, value);
}

/** Parses one Set-Cookie header into its value and attributes (names lower-cased). */
export function parseSetCookie(header: string): {
  name: string;
  value: string;
  attributes: Map<string, string>;
} {
  const [pair = '', ...rest] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const i = part.indexOf('=');
    if (i === -1) attributes.set(part.toLowerCase(), '');
    else attributes.set(part.slice(0, i).toLowerCase(), part.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

async function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

// --- Databases -------------------------------------------------------------------------------

interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The part of the `pg` package used here (it ships no type declarations). */
interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
}
interface PgModule {
  Client: new (options: { connectionString: string }) => PgClient;
}

const requireCjs = createRequire(import.meta.url);

async function createTestDatabase(databaseUrl: string | undefined, file: boolean): Promise<TestDatabase> {
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    if (!file) return { url: 'sqlite::memory:', drop: async () => {} };
    const dir = mkdtempSync(join(tmpdir(), 'virada-test-'));
    return {
      url: `sqlite:${join(dir, 'virada.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `virada_test_${randomBytes(6).toString('hex')}`;
  const admin = await connectAdmin(databaseUrl);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = await connectAdmin(databaseUrl);
      try {
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Connects to the server of DATABASE_URL for CREATE/DROP DATABASE: to the named database, or to
 * the `postgres` maintenance database when that one does not exist (yet).
 */
async function connectAdmin(databaseUrl: string): Promise<PgClient> {
  const pg = requireCjs('pg') as PgModule;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return client;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
    const url = new URL(databaseUrl);
    url.pathname = '/postgres';
    const fallback = new pg.Client({ connectionString: url.toString() });
    await fallback.connect();
    return fallback;
  }
}
