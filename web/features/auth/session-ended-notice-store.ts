import type { EndedElsewhereReason } from '../../../shared/texts/session.texts';

const NOTICE_KEY = 'virada.session-ended';

/** What the sign-in page tells the member after the session ended somewhere else. */
export interface SessionEndedNotice {
  reason: EndedElsewhereReason;
  /** Records of this device that never reached the server and were deleted with the rest. */
  lost: number;
}

/** Session endings after which this device forgets the account (and says so). */
export const forgetsAccount = (reason: unknown): reason is EndedElsewhereReason =>
  reason === 'revoked' || reason === 'password-reset' || reason === 'account-deleted';

/** Left for the sign-in page by `sessionEnded` (session-ended.ts). */
export function leaveSessionEndedNotice(notice: SessionEndedNotice): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Private mode without storage: the data is still forgotten, without the message.
  }
}

/** The notice left by `sessionEnded`, once (the sign-in page shows it). */
export function takeSessionEndedNotice(): SessionEndedNotice | null {
  try {
    const raw = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<SessionEndedNotice>) : null;
    if (!forgetsAccount(value?.reason)) return null;
    return {
      reason: value!.reason as EndedElsewhereReason,
      lost: Number.isSafeInteger(value?.lost) ? (value!.lost as number) : 0,
    };
  } catch {
    return null;
  }
}
