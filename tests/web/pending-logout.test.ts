import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../shared/constants';
import type { PublicUser } from '../../shared/schemas/user.schema';
import { DROP_QUEUED_LOGOUT } from '../../shared/session-change';
import {
  isLogoutPending,
  markLogoutPending,
  PENDING_LOGOUT_KEY,
  sendPendingLogout,
  signInSuperseding,
} from '../../web/lib/pending-logout';
import { readStoredUser, storeUser } from '../../web/lib/stored-user';

// A sign-out that stays pending is logged; the tests say so themselves.
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const USER: PublicUser = {
  id: 'u1',
  email: 'maria@exemplo.com',
  name: 'Maria',
  userType: 'client',
  createdAt: '2026-01-01T00:00:00.000Z',
  timezone: 'America/Sao_Paulo',
};

type Answer = number | 'queued' | 'offline';

/** A fetch that answers each call with the next status, and records the paths it was asked. */
function server(...answers: Answer[]) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const answer = answers.shift() ?? 204;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer === 'queued') return Response.json({ queued: true }, { status: 202 });
    if (answer === 204) return new Response(null, { status: 204 });
    return Response.json({ code: 'x', message: 'x' }, { status: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A registered worker that answers the drop message on its port, as sw/logout-queue.ts does. */
function worker() {
  const messages: unknown[] = [];
  const active = {
    postMessage: (message: unknown, ports: MessagePort[]) => {
      messages.push(message);
      ports[0]?.postMessage({ dropped: true });
    },
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: async () => ({ active }) },
  });
  return messages;
}

describe('the pending sign-out', () => {
  it('is kept in localStorage until it is settled', () => {
    expect(isLogoutPending()).toBe(false);
    markLogoutPending();
    expect(isLogoutPending()).toBe(true);
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('sends nothing when none is pending', async () => {
    const { fetchMock } = server();
    await expect(sendPendingLogout()).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is settled by the server’s 204, and the worker’s queued copy is dropped', async () => {
    const messages = worker();
    const { fetchMock } = server(204);
    markLogoutPending();
    await expect(sendPendingLogout()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: undefined }),
    );
    expect(isLogoutPending()).toBe(false);
    expect(messages).toEqual([{ type: DROP_QUEUED_LOGOUT }]);
  });

  it.each<[string, Answer]>([
    ['queued by the worker (202)', 'queued'],
    ['offline', 'offline'],
    ['a server failure', 503],
    ['a refusal', 403],
  ])('stays pending after %s', async (_, answer) => {
    server(answer);
    markLogoutPending();
    await expect(sendPendingLogout()).resolves.toBe(false);
    expect(isLogoutPending()).toBe(true);
  });

  it('keeps the old session’s user from being stored again while pending', () => {
    markLogoutPending();
    storeUser(USER);
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});

describe('a sign-in while a sign-out is pending', () => {
  it('sends the sign-out first, then signs in', async () => {
    worker();
    const { calls } = server(204, 200);
    markLogoutPending();
    const signIn = () => fetch('/api/auth/login', { method: 'POST' }).then(() => 'signed-in');
    await expect(signInSuperseding(signIn)).resolves.toBe('signed-in');
    expect(calls).toEqual(['POST /api/auth/logout', 'POST /api/auth/login']);
    expect(isLogoutPending()).toBe(false);
  });

  it('supersedes a sign-out that could not be sent: neither the page nor the worker sends it later', async () => {
    const messages = worker();
    server('queued');
    markLogoutPending();
    await expect(signInSuperseding(async () => 'signed-in')).resolves.toBe('signed-in');
    expect(isLogoutPending()).toBe(false);
    expect(messages).toEqual([{ type: DROP_QUEUED_LOGOUT }]);

    // Later (online, on start): nothing is sent that could end the new session.
    const { fetchMock } = server();
    await expect(sendPendingLogout()).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    storeUser(USER);
    expect(readStoredUser()?.id).toBe('u1');
  });

  it('leaves it pending when the sign-in fails', async () => {
    const messages = worker();
    server('offline');
    markLogoutPending();
    const failure = new Error('401: senha errada');
    await expect(signInSuperseding(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(isLogoutPending()).toBe(true);
    expect(messages).toEqual([]);
  });

  it('without a worker, still settles the page’s own copy', async () => {
    server(204);
    markLogoutPending();
    await expect(signInSuperseding(async () => 1)).resolves.toBe(1);
    expect(isLogoutPending()).toBe(false);
  });
});
