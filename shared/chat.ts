import type { ChatMessageDto } from './community-api-types';

/**
 * The community's live socket (issue 12): the chat's rooms and the forum's open threads are
 * "topics" a page subscribes to with one WebSocket on the server's own origin and port. Unlike the
 * member's live channel (shared/live.ts), which only announces, a room's frames carry the message
 * itself: hundreds of people read the same room, and each reading it again would cost the server
 * one query per reader per message.
 */
export const COMMUNITY_LIVE_PATH = '/api/community/live';

export interface ChatRoom {
  key: string;
  title: string;
  description: string;
}

/** The chat's rooms, written for Virada. */
export const CHAT_ROOMS: readonly ChatRoom[] = [
  {
    key: 'geral',
    title: 'Sala geral',
    description: 'Para conversar com quem está no mesmo caminho, a qualquer hora.',
  },
  {
    key: 'madrugada',
    title: 'Madrugada',
    description: 'Para quem está acordado à noite, quando a vontade aperta e o mundo dorme.',
  },
  {
    key: 'familiares',
    title: 'Familiares',
    description: 'Para mães, pais, parceiros, filhos e amigos de quem aposta.',
  },
];

export const chatRoom = (key: string): ChatRoom | undefined => CHAT_ROOMS.find((room) => room.key === key);

/**
 * The forum category of the rows that hold the rooms: how queries leave them out of the forum's
 * lists. Code tells a room's row by its id alone (roomKeyOfThreadId), with no read.
 */
export const CHAT_CATEGORY = 'chat';
const ROOM_ID_PREFIX = 'chat-';
/** A room's messages are stored as the posts of this thread row (made on the room's first use). */
export const chatRoomThreadId = (key: string) => `${ROOM_ID_PREFIX}${key}`;
/**
 * The room whose row has this id, or null for a forum thread: forum threads' ids are UUIDs
 * (communitySchema checks them), so they never take a room's id.
 */
export function roomKeyOfThreadId(threadId: string): string | null {
  if (!threadId.startsWith(ROOM_ID_PREFIX)) return null;
  const key = threadId.slice(ROOM_ID_PREFIX.length);
  return chatRoom(key) ? key : null;
}

export const CHAT_MESSAGE_MAX = 1000;
/** Messages per history page (on entry, then older ones on scroll). */
export const CHAT_HISTORY_PAGE = 50;

/** A topic: one chat room, or one forum thread open on someone's screen. */
export type CommunityTopic = `room:${string}` | `thread:${string}`;
export const roomTopic = (key: string): CommunityTopic => `room:${key}`;
export const threadTopic = (threadId: string): CommunityTopic => `thread:${threadId}`;

/** What the server sends on the community socket (JSON text frames). */
export type CommunityLiveMessage =
  /** A message published in the room (or approved, or restored by a moderator). */
  | { type: 'message'; message: ChatMessageDto }
  /** A message or post was removed (by its author or a moderator): show "mensagem removida". */
  | { type: 'removed'; id: string }
  /** The thread changed (a new reply, an edit, a restored post): read it again. */
  | { type: 'thread-changed' }
  /** Frames may have been lost (the server's link to the others dropped): read again. */
  | { type: 'resync' };

/** Close codes of the community socket (4000–4999 are the application's). */
export const COMMUNITY_CLOSE = {
  /** The session ended: do not reconnect with this session. */
  sessionEnded: 4001,
  /** The server is shutting down: reconnect after a short wait. */
  goingAway: 1001,
} as const;

/** Reads a frame from the server; null for anything this build does not understand. */
export function parseCommunityLiveMessage(data: unknown): CommunityLiveMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const frame = value as Record<string, unknown>;
  switch (frame.type) {
    case 'message': {
      const message = frame.message as Record<string, unknown> | null;
      return message && typeof message.id === 'string' && typeof message.room === 'string'
        ? { type: 'message', message: message as unknown as ChatMessageDto }
        : null;
    }
    case 'removed':
      return typeof frame.id === 'string' ? { type: 'removed', id: frame.id } : null;
    case 'thread-changed':
      return { type: 'thread-changed' };
    case 'resync':
      return { type: 'resync' };
    default:
      return null;
  }
}
