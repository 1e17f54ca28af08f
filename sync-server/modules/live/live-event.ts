import type { CommunityLiveMessage } from '../../../shared/chat';
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

/**
 * A frame for everyone reading a community topic (a chat room, an open forum thread). A chat
 * message's frame says `isMine: false`; the sockets of `authorId` (never sent to a client) get
 * the same frame with `isMine: true`.
 */
export interface TopicEvent {
  topic: string;
  authorId?: string;
  message: CommunityLiveMessage;
}

export type BusEvent = LiveEvent | TopicEvent;

export const isTopicEvent = (event: BusEvent): event is TopicEvent => 'topic' in event;

/** Carries announcements to every instance's sockets (DESIGN.md §8: fan-out through the database). */
export interface LiveBus {
  publish(event: BusEvent): void;
  close(): Promise<void>;
}
