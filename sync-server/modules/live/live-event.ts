import type { LiveMessage } from '../../../shared/live';

/**
 * An announcement for one person's open tabs: every socket of `userId`, or only those of the
 * sessions in `sessionIds` (session ids are the hashes the `sessions` table is keyed by).
 */
export interface LiveEvent {
  userId: string;
  sessionIds?: string[];
  message: LiveMessage;
}

/** Carries announcements to every instance's sockets (DESIGN.md §8: fan-out through the database). */
export interface LiveBus {
  publish(event: LiveEvent): void;
  close(): Promise<void>;
}
