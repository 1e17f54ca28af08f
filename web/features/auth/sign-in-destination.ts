import type { UserType } from '../../../shared/constants';
import { safeRedirect } from '../../lib/route-guards';

/** Pages only psychologists may open (the `_psychologist-area` guard). */
const PSYCHOLOGIST_AREA = ['/psychologist-dashboard', '/therapist-profile'];
/** Pages every signed-in person may open (the `_signed-in` guard): both navigation bars list them. */
const SHARED_AREA = ['/community', '/chat'];

const isUnder = (path: string, prefixes: readonly string[]) =>
  prefixes.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));

/**
 * Where a person goes after signing in (spec §4; DESIGN.md: post-sign-in destination): the page
 * that sent them to sign in when their role may open it, otherwise their own home. A member who
 * signs in on /psychologist-login lands on /dashboard, and a psychologist who signs in on /login
 * (or is sent back to a member page) lands on /psychologist-dashboard, never on a guard loop.
 */
export function signInDestination(userType: UserType, redirect: string | undefined): string {
  const psychologist = userType === 'psychologist';
  const home = psychologist ? '/psychologist-dashboard' : '/dashboard';
  const target = safeRedirect(redirect, home);
  const allowed = psychologist
    ? isUnder(target, PSYCHOLOGIST_AREA) || isUnder(target, SHARED_AREA)
    : !isUnder(target, PSYCHOLOGIST_AREA);
  return allowed ? target : home;
}
