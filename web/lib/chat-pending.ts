/**
 * Chat messages written on this device that the server has not taken yet (issue 12), kept in
 * localStorage per person, so a message typed offline survives a reload and is sent when the
 * connection returns, under the id it was given when written (the server stores one message per
 * id, however often it is sent). A message the server refused stays here with the reason, for its
 * author to copy, edit or discard: nothing written is lost without them knowing. Sign-out forgets
 * it (features/auth/sign-out.ts), like the member's other records.
 */
export interface PendingChatMessage {
  id: string;
  room: string;
  /** As checked by the shared schema (trimmed): what the server is sent, every time. */
  text: string;
  createdAt: string;
  /** Why the server refused it; absent while it waits to be sent. */
  refusal?: string;
  /** The refusal was "too many at once": sending it again later may work. */
  retryable?: boolean;
}

const keyOf = (userId: string) => `virada.chat-pending.${userId}`;

/** Whether a storage event is about this person's pending messages (another tab changed them). */
export const isPendingKey = (userId: string, key: string | null) => key === null || key === keyOf(userId);

export function readPending(userId: string): PendingChatMessage[] {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter(isPendingMessage) : [];
  } catch {
    return [];
  }
}

/**
 * Applies `change` to what is stored now (another tab may have changed it). Answers whether it
 * was kept: with the storage full or unavailable the page holds the message itself, and it is
 * only not kept across a reload.
 */
export function updatePending(
  userId: string,
  change: (entries: PendingChatMessage[]) => PendingChatMessage[],
): boolean {
  const next = change(readPending(userId));
  try {
    if (next.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}

export function forgetPending(userId: string): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to forget.
  }
}

function isPendingMessage(value: unknown): value is PendingChatMessage {
  const entry = value as Partial<PendingChatMessage> | null;
  return (
    typeof entry?.id === 'string' &&
    typeof entry.room === 'string' &&
    typeof entry.text === 'string' &&
    typeof entry.createdAt === 'string'
  );
}
