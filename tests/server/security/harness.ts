/**
 * The standing security suite's common parts: the kinds of caller every route is tried as, a
 * raw HTTP sender (fetch would normalise the very paths the suite needs to send), paths filled
 * from the route table, and the captured server log that no secret may reach.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, vi } from 'vitest';
import type { RouteAccess, RouteEntry } from '../../../sync-server/http/route-access';
import { type SignedIn, signUp } from '../../helpers/accounts';
import type { TestClient, TestServer } from '../../helpers/test-server';
import { signUpAdmin, signUpPsychologist } from '../sharing-helpers';

export const CALLERS = ['anonymous', 'member', 'otherMember', 'psychologist', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export interface Callers {
  /** The member whose `{userId}` the paths name. */
  member: SignedIn;
  accounts: Map<Exclude<Caller, 'anonymous'>, SignedIn>;
  /** The client of a caller, signed in again if a route (sign-out) ended its session. */
  client(caller: Caller): Promise<TestClient>;
}

export async function setUpCallers(server: TestServer): Promise<Callers> {
  const accounts = new Map<Exclude<Caller, 'anonymous'>, SignedIn>([
    ['member', await signUp(server, { name: 'Membro Dono' })],
    ['otherMember', await signUp(server, { name: 'Outro Membro' })],
    ['psychologist', await signUpPsychologist(server)],
    ['admin', await signUpAdmin(server)],
  ]);
  const anonymous = server.client();
  return {
    member: accounts.get('member')!,
    accounts,
    async client(caller) {
      if (caller === 'anonymous') return anonymous;
      const account = accounts.get(caller)!;
      if (!account.client.cookieHeader().includes('virada.sid=')) {
        const res = await account.client.post('/api/auth/login', {
          email: account.email,
          password: account.password,
        });
        expect(res.status, res.text).toBe(200);
      }
      return account.client;
    },
  };
}

/** A route's path with its parameters filled: `:userId` is the member's, codes look like codes. */
export function fillPath(route: string, memberId: string): string {
  return route.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'userId') return memberId;
    if (name === 'code') return 'ABCD2345';
    return randomUUID();
  });
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fails validation after the guard: a 400 means "let in", and nothing is changed. */
export const INVALID_BODY = { invalid: true };

export interface RawResponse {
  status: number;
  setCookies: string[];
  body: { code?: string; message?: string } | undefined;
  text: string;
}

/** Sends a request with the path exactly as given (no URL normalisation). */
export function rawRequest(
  server: TestServer,
  method: string,
  path: string,
  options: { cookie?: string; origin?: string | null; contentType?: string; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(server.url);
  const headers: Record<string, string> = {};
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.origin !== null) headers.Origin = options.origin ?? server.origin;
  if (options.body !== undefined) {
    headers['Content-Type'] = options.contentType ?? 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: RawResponse['body'];
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body, text, setCookies: res.headers['set-cookie'] ?? [] });
      });
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The same request as `rawRequest`, as a signed-in caller with a JSON body for mutations. */
export async function callRoute(
  server: TestServer,
  callers: Callers,
  caller: Caller,
  method: string,
  path: string,
): Promise<RawResponse> {
  const client = await callers.client(caller);
  const res = await rawRequest(server, method, path, {
    cookie: client.cookieHeader() || undefined,
    body: MUTATING.has(method) ? JSON.stringify(INVALID_BODY) : undefined,
  });
  // A sign-out clears the cookie: the caller signs in again before its next request.
  for (const header of res.setCookies) {
    const [pair = ''] = header.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    if (/expires=Thu, 01 Jan 1970/i.test(header) || pair.endsWith('=')) client.cookies.delete(name);
  }
  return res;
}

/** Codes a guard answers with: a route that answers one of these did not let the caller in. */
const GUARD_REFUSALS = new Set(['not-signed-in', 'members-only', 'psychologist-only', 'admin-only']);

export const letIn = (res: RawResponse) =>
  res.status < 500 && !(res.body?.code !== undefined && GUARD_REFUSALS.has(res.body.code));

/**
 * What a guard must answer each caller, from the access the route declares (route-access.ts):
 * 'in' (let through to the handler), or the refusal status. For a member's data, staff may be
 * refused by scope (404) as well as let in.
 */
export function expectedGuard(access: RouteAccess, caller: Caller): 'in' | 401 | 403 | 404 | 'in-or-404' {
  if (access === 'public') return 'in';
  if (caller === 'anonymous') return 401;
  switch (access) {
    case 'signed-in':
      return 'in';
    case 'member':
      return caller === 'psychologist' ? 403 : 'in';
    case 'psychologist':
      return caller === 'psychologist' ? 'in' : 403;
    case 'admin':
      return caller === 'admin' ? 'in' : 403;
    case 'member-data':
      if (caller === 'member') return 'in';
      return caller === 'admin' ? 'in-or-404' : 404;
    case 'own-member-data':
      return caller === 'member' ? 'in' : 404;
  }
}

/** `GET /api/x` for a route entry: used in test titles. */
export const title = (r: RouteEntry) => `${r.method} ${r.path}`;

/** Starts capturing everything the process logs (the app logs through console). */
export function startLogCapture(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
  };
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(keep),
    vi.spyOn(console, 'error').mockImplementation(keep),
    vi.spyOn(console, 'warn').mockImplementation(keep),
    vi.spyOn(console, 'info').mockImplementation(keep),
  ];
  activeCapture = lines;
  return {
    lines,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
      activeCapture = null;
    },
  };
}

let activeCapture: string[] | null = null;

/**
 * The log captured for this test file by log-scan.setup.ts, for tests that look at what was
 * logged; the setup file scans all of it for secrets after the file's last test.
 */
export function serverLog(): string[] {
  if (!activeCapture) throw new Error('serverLog() outside the security suite (log-scan.setup.ts)');
  return activeCapture;
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/** Asserts that a captured log holds no e-mail address, password hash or any of `secrets`. */
export function expectNoSecretsInLog(lines: string[], secrets: string[]): void {
  const log = lines.join('\n');
  expect(log.match(EMAIL)?.[0], 'an e-mail address in the server log').toBeUndefined();
  expect(log.includes('$argon2'), 'a password hash in the server log').toBe(false);
  for (const secret of secrets.filter((s) => s.length >= 6)) {
    expect(log.includes(secret), `a secret in the server log: ${secret.slice(0, 4)}…`).toBe(false);
  }
}
