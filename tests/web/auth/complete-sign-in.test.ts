import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/schemas/user.schema';
import { completeSignIn } from '../../../web/features/auth/complete-sign-in';
import { showToast } from '../../../web/lib/toaster';

vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn() }));
vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../../web/lib/stored-user', () => ({ storeUser: vi.fn() }));
vi.mock('../../../web/lib/community-read-cache', () => ({ clearCommunityReads: vi.fn() }));
vi.mock('../../../web/sync/sync-engine', () => ({ requestSync: vi.fn() }));

const user = (userType: PublicUser['userType']): PublicUser =>
  ({
    id: 'u1',
    email: 'ana@example.com',
    name: 'Ana Lima',
    userType,
    createdAt: '2026-11-28T10:00:00.000Z',
  }) as PublicUser;

const toast = () => vi.mocked(showToast).mock.calls.at(-1)?.[0];

/** Issue 15 part 6: the psychologist sign-up toast does not speak of the member's assessment. */
describe('the sign-up welcome toast', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it('tells a psychologist about their account and CRP, never an assessment', () => {
    const go = vi.fn();
    completeSignIn('register', user('psychologist'), go);
    expect(go).toHaveBeenCalledOnce();
    expect(toast()?.title).toBe('Bem-vindo(a) ao Virada, Ana!');
    expect(toast()?.description).not.toMatch(/avalia/i);
    expect(toast()?.description).toMatch(/CRP/);
  });

  it('still leads a member to their initial assessment', () => {
    completeSignIn('register', user('client'), vi.fn());
    expect(toast()?.description).toMatch(/avaliação inicial/);
  });
});
