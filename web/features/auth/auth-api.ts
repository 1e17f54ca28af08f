import { api } from '../../../shared/api';
import type { LoginPayload, RegisterPayload } from '../../../shared/schemas/auth.schema';
import type { PsychologistRegisterPayload } from '../../../shared/schemas/psychologist.schema';
import type { AuthResponse } from '../../../shared/schemas/user.schema';
import { apiPost } from '../../lib/api-client';
import { signInSuperseding } from '../../lib/pending-logout';

/** Sign-ins supersede a sign-out still pending from offline (lib/pending-logout.ts). */
export const loginRequest = (payload: LoginPayload) =>
  signInSuperseding(() => apiPost<AuthResponse>(api.authLogin, payload));

/** Sends the browser's time zone so that calendar days are the member's own (DESIGN.md §3). */
export const registerRequest = (payload: Omit<RegisterPayload | PsychologistRegisterPayload, 'timezone'>) =>
  signInSuperseding(() =>
    apiPost<AuthResponse>(api.authRegister, { ...payload, timezone: browserTimeZone() }),
  );

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
