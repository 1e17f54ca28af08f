import { CLEAR_OUTBOX } from '../../shared/sync/worker-queue';
import { clearUserData, db } from '../data/db';
import { forgetLedger } from './pending-ledger';
import { stopSync } from './sync-engine';

/** The message sw/background-sync.ts answers by dropping every queued write. */
export const CLEAR_OUTBOX_MESSAGE = { type: CLEAR_OUTBOX } as const;

/** Records of the member still waiting for the server on this device. */
export function countPendingRecords(userId: string): Promise<number> {
  return db.outbox.where('userId').equals(userId).count();
}

/**
 * Sign-out (DESIGN.md §5.8): stop syncing, delete the member's rows and summary from this device,
 * and drop the worker's queued copies of their writes, so nothing of theirs is left behind or
 * replayed later under someone else's session.
 */
export async function forgetMember(userId: string): Promise<void> {
  stopSync();
  navigator.serviceWorker?.controller?.postMessage(CLEAR_OUTBOX_MESSAGE);
  await clearUserData(userId);
  forgetLedger(userId);
}
