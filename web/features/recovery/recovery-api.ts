import { api } from '../../../shared/api';
import type { ForgotPasswordPayload, ResetPasswordPayload } from '../../../shared/schemas/recovery.schema';
import { apiPost } from '../../lib/api-client';

/** Always answered the same way, whether the account exists or not. */
export const forgotPasswordRequest = (payload: ForgotPasswordPayload) =>
  apiPost<{ ok: true }>(api.authForgotPassword, payload);

export const resetPasswordRequest = (payload: ResetPasswordPayload) =>
  apiPost<{ ok: true }>(api.authResetPassword, payload);
