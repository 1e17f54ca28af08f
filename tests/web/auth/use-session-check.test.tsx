import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../shared/constants';
import { SESSION_CHANNEL } from '../../../shared/session-change';
import { useSessionCheck } from '../../../web/features/auth/use-session-check';
import { requestSessionCheck } from '../../../web/lib/live-events';
import { isLogoutPending, markLogoutPending } from '../../../web/lib/pending-logout';
import { readStoredUser } from '../../../web/lib/stored-user';

const invalidate = vi.fn();
const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ invalidate, navigate }) }));

const USER = {
  id: 'u1',
  email: 'm@exemplo.com',
  name: 'Maria',
  userType: 'client',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The server still knows the old session: /me answers 200 (the fault of issue 10). */
function serverWithOldSession(logout: 'ok' | 'offline') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/auth/me') return Response.json({ user: USER });
      if (logout === 'offline') throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

describe('useSessionCheck with a sign-out pending', () => {
  it('sends the sign-out on start instead of asking who is signed in', async () => {
    markLogoutPending();
    const calls = serverWithOldSession('ok');
    renderHook(() => useSessionCheck());
    await waitFor(() => expect(isLogoutPending()).toBe(false));
    expect(calls).toEqual(['POST /api/auth/logout']);
    expect(readStoredUser()).toBeNull();
  });

  it('tries again when the connection comes back, never trusting the old session meanwhile', async () => {
    markLogoutPending();
    // Even a user left in storage (another tab, an old version) is not confirmed by /me.
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    const calls = serverWithOldSession('offline');
    renderHook(() => useSessionCheck());
    await waitFor(() => expect(calls).toEqual(['POST /api/auth/logout']));
    expect(isLogoutPending()).toBe(true);

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(calls).toEqual(['POST /api/auth/logout', 'POST /api/auth/logout']));
    expect(calls).not.toContain('GET /api/auth/me');
  });

  it('sends it again when the worker reports that its copy reached the server', async () => {
    markLogoutPending();
    const calls = serverWithOldSession('offline');
    renderHook(() => useSessionCheck());
    await waitFor(() => expect(calls).toEqual(['POST /api/auth/logout']));
    serverWithOldSession('ok');
    const worker = new BroadcastChannel(SESSION_CHANNEL);
    worker.postMessage({ type: 'logout-replayed', status: 204 });
    worker.close();
    await waitFor(() => expect(isLogoutPending()).toBe(false));
  });

  it('does not sign back in with a /me answer that arrives after Sair', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderHook(() => useSessionCheck());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // Sair while the check is on its way.
    markLogoutPending();
    localStorage.removeItem(STORED_USER_KEY);
    answer(Response.json({ user: USER }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readStoredUser()).toBeNull();
  });
});

describe('useSessionCheck after a request was answered 401', () => {
  /**
   * The session is alive at start; then a request is answered 401 and the answer clears the
   * cookie: asking the server again only gets the plain answer.
   */
  async function startThenCookieGone() {
    let alive = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        alive
          ? Response.json({ user: USER })
          : Response.json({ code: 'not-signed-in', message: 'Você precisa entrar.' }, { status: 401 }),
      ),
    );
    renderHook(() => useSessionCheck());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    alive = false;
  }

  it('acts on the reason the answer gave: forgets the account, leaves the notice and opens the sign-in page', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    await startThenCookieGone();
    requestSessionCheck('account-deleted');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/login' }));
    expect(readStoredUser()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('virada.session-ended') ?? 'null')).toEqual({
      reason: 'account-deleted',
      lost: 0,
    });
    sessionStorage.clear();
  });

  it('without a reason, an expired session only clears the stored user', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    navigate.mockClear();
    await startThenCookieGone();
    requestSessionCheck(null);
    await waitFor(() => expect(readStoredUser()).toBeNull());
    expect(invalidate).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('virada.session-ended')).toBeNull();
  });
});
