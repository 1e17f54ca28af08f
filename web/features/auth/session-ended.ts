import type { SessionEndReason } from '../../../shared/live';
import { clearStoredUser, readStoredUser } from '../../lib/stored-user';
import { forgetsAccount, leaveSessionEndedNotice } from './session-ended-notice-store';
import { forgetSignedInUser } from './sign-out';

/**
 * The session of this device ended (issue 19). Sair in another tab of this browser, or a session
 * that ran out, only clears the stored user: the other tab already cleared the data, and an
 * expired session keeps its records to send after the next sign-in. A session ended on purpose
 * (support, a password reset, the account deleted) is someone else's business on this device now:
 * the account's records, sync state and the worker's queued copies are deleted, and the sign-in
 * page says what happened and how many unsent records went with them. Answers whether the data
 * was forgotten.
 */
export function sessionEnded(reason: SessionEndReason): Promise<boolean> {
  // The live channel and a refused request may both report the same ending: it is handled once.
  ending ??= forgetAfterEnding(reason).finally(() => {
    ending = null;
  });
  return ending;
}

let ending: Promise<boolean> | null = null;

async function forgetAfterEnding(reason: SessionEndReason): Promise<boolean> {
  const user = readStoredUser();
  if (!user) return false;
  if (!forgetsAccount(reason)) {
    clearStoredUser();
    return false;
  }
  let lost = 0;
  if (user.userType !== 'psychologist') {
    try {
      const { countPendingRecords } = await import('../../sync/forget-member');
      lost = await countPendingRecords(user.id);
    } catch {
      // The count is for the message only.
    }
  }
  leaveSessionEndedNotice({ reason, lost });
  await forgetSignedInUser();
  return true;
}
