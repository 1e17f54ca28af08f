import { redirect } from '@tanstack/react-router';
import type { UserType } from '../../shared/constants';
import { readStoredUser } from './stored-user';

type SignInPath = '/login' | '/psychologist-login';

/**
 * A `beforeLoad` guard: the page needs a signed-in user of one of these types; anyone else is
 * sent to sign in, and comes back here afterwards. It reads the stored user so that it works
 * offline; the server still checks the session on every call.
 */
export function requireRole(roles: readonly UserType[], signInPath: SignInPath = '/login') {
  return ({ location }: { location: { href: string } }) => {
    const user = readStoredUser();
    if (!user || !roles.includes(user.userType)) {
      throw redirect({ to: signInPath, search: { redirect: location.href } });
    }
  };
}

/** Members: every account that is not a psychologist (spec §6); staff included. */
const MEMBER_TYPES: readonly UserType[] = ['client', 'admin'];

/** A member's tools on a public page (the copiloto's diary and model) are offered to this user. */
export const isMember = (user: { userType: UserType } | null): boolean =>
  user !== null && MEMBER_TYPES.includes(user.userType);

export const requireMember = requireRole(MEMBER_TYPES);
export const requireSignedIn = requireRole(['client', 'admin', 'psychologist']);
export const requirePsychologist = requireRole(['psychologist'], '/psychologist-login');
export const requireAdmin = requireRole(['admin']);

/** Only same-app paths are accepted as a post-sign-in destination (no open redirect). */
export function safeRedirect(target: string | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
