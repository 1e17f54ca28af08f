import { describe, expect, it, vi } from 'vitest';
import { preloadMenuRoutes } from '../../../web/features/layout/menu-preload';
import { navFor } from '../../../web/features/layout/nav-items';
import type { StoredUser } from '../../../web/lib/stored-user';

const user = (userType: StoredUser['userType']): StoredUser => ({
  id: 'u1',
  email: 'membro@exemplo.com',
  name: 'Membro',
  userType,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function preloaded(userType: StoredUser['userType'] | null, pathname: string): string[] {
  const router = { preloadRoute: vi.fn(() => Promise.resolve(undefined)) };
  preloadMenuRoutes(router, navFor(userType ? user(userType) : null).items, pathname);
  return router.preloadRoute.mock.calls.map((call) => (call as unknown as [{ to: string }])[0].to);
}

describe('opening the phone menu preloads Meu Diário', () => {
  it('for a member elsewhere: the diary only (its code and its first read)', () => {
    expect(preloaded('client', '/dashboard')).toEqual(['/journal']);
    expect(preloaded('admin', '/profile')).toEqual(['/journal']);
  });

  it('not on the diary itself, nor for visitors and psychologists (no diary)', () => {
    expect(preloaded('client', '/journal')).toEqual([]);
    expect(preloaded(null, '/')).toEqual([]);
    expect(preloaded('psychologist', '/psychologist-dashboard')).toEqual([]);
  });

  it('a failed preload is left to the navigation (no unhandled rejection)', async () => {
    const router = { preloadRoute: vi.fn(() => Promise.reject(new Error('offline'))) };
    preloadMenuRoutes(router, navFor(user('client')).items, '/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.preloadRoute).toHaveBeenCalledTimes(1);
  });
});
