import { useSyncExternalStore } from 'react';
import { STORED_USER_KEY } from '../../shared/constants';
import type { PublicUser } from '../../shared/schemas/user.schema';
import { isLogoutPending } from './pending-logout';

/**
 * The signed-in user kept in localStorage under 'user' (spec §3). It is display data only, for
 * rendering offline and choosing the navigation: the server trusts its session cookie, never
 * this copy.
 */
export type StoredUser = Pick<PublicUser, 'id' | 'email' | 'name' | 'userType' | 'createdAt'> &
  Partial<Pick<PublicUser, 'timezone'>>;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

export function readStoredUser(): StoredUser | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORED_USER_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = parse(raw);
  return cachedUser;
}

/**
 * Stores the signed-in user. While a sign-out is pending (made offline, not yet acknowledged) it
 * does nothing: an answer about the old session that arrives late (a profile save, a session
 * check under way when Sair was tapped) must not sign the person back in. A sign-in settles the
 * pending sign-out before its user is stored.
 */
export function storeUser(user: PublicUser): void {
  if (isLogoutPending()) return;
  const stored: StoredUser = {
    id: user.id,
    email: user.email,
    name: user.name,
    userType: user.userType,
    createdAt: user.createdAt,
    timezone: user.timezone,
  };
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(stored));
  notify();
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORED_USER_KEY);
  notify();
}

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser>;
    return typeof value.id === 'string' && typeof value.name === 'string'
      ? ({ userType: 'client', ...value } as StoredUser)
      : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the navigation here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORED_USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, readStoredUser, () => null);
}
