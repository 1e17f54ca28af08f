import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { api } from '../../shared/api';
import type { PublicUser } from '../../shared/schemas/user.schema';
import { SECRET_MARKERS, type TestClient, type TestServer } from './test-server';

export const PASSWORD = 'senha123!';

let counter = 0;

/** A unique, valid sign-up payload (full-form rules, so either form would accept it). */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `pessoa${counter}.${randomBytes(4).toString('hex')}@exemplo.com`,
    name: 'Ana Maria',
    password: PASSWORD,
    acceptedTerms: true,
    ...overrides,
  };
}

export interface SignedIn {
  client: TestClient;
  user: PublicUser;
  email: string;
  password: string;
}

/** Registers a new member with a fresh client; the client keeps the session cookie. */
export async function signUp(server: TestServer, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const client = server.client();
  const account = newAccount(overrides);
  const res = await client.post(api.authRegister, account);
  expect(res.status, res.text).toBe(201);
  return { client, user: res.body.user, email: String(account.email), password: String(account.password) };
}

/** Asserts that no answer any of the servers gave so far carries a password hash. */
export function expectNoSecretsIn(...servers: (TestServer | undefined)[]): void {
  const bodies = servers.flatMap((s) => s?.bodies ?? []);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    for (const marker of SECRET_MARKERS) expect(body).not.toContain(marker);
  }
}
