import type { ChatHistoryResponse, ChatMessageDto } from '../../../shared/community-api-types';

/**
 * What a room shows (issue 12): its messages oldest first and the cursor of the page before them.
 * Pure functions put together the history pages and the live frames, which can arrive in any
 * order, so that nothing shows twice and nothing that arrived is dropped.
 */
export interface ChatHistory {
  messages: ChatMessageDto[];
  olderCursor: string | null;
}

const byTime = (a: ChatMessageDto, b: ChatMessageDto) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * The room's latest page, read again (on entry or after frames may have been lost), with what is
 * already shown: the older pages read before stay when the new page reaches back to them; when
 * more messages came than a page holds, the gap is not papered over — the latest page and its
 * cursor start again. Messages heard live that the read did not have yet (sent after the server
 * answered) stay at the end.
 */
export function mergeLatest(current: ChatHistory, latest: ChatHistoryResponse): ChatHistory {
  const read = new Set(latest.messages.map((m) => m.id));
  const oldest = latest.messages[0];
  const joinAt = oldest ? current.messages.findIndex((m) => m.id === oldest.id) : -1;
  const before = joinAt >= 0 ? current.messages.slice(0, joinAt) : [];
  const newest = latest.messages.at(-1);
  const later = current.messages.filter((m) => !read.has(m.id) && (!newest || byTime(m, newest) > 0));
  return {
    messages: [...before, ...latest.messages, ...later],
    olderCursor: joinAt >= 0 ? current.olderCursor : latest.olderCursor,
  };
}

/** An older page, read by scrolling up or with the button, before what is shown. */
export function prependOlder(current: ChatHistory, older: ChatHistoryResponse): ChatHistory {
  const shown = new Set(current.messages.map((m) => m.id));
  return {
    messages: [...older.messages.filter((m) => !shown.has(m.id)), ...current.messages],
    olderCursor: older.olderCursor,
  };
}

/**
 * A message heard live or answered to its author: the one shown under its id is replaced where it
 * is (a held message approved), a new one goes in its place by time (almost always the end).
 */
export function upsertMessage(current: ChatHistory, message: ChatMessageDto): ChatHistory {
  const at = current.messages.findIndex((m) => m.id === message.id);
  if (at >= 0) {
    const shown = current.messages[at]!;
    const messages = [...current.messages];
    // The socket's copy for everyone says "not mine"; the author's own answer knows better.
    messages[at] = { ...message, isMine: message.isMine || shown.isMine };
    return { ...current, messages };
  }
  let index = current.messages.length;
  while (index > 0 && byTime(current.messages[index - 1]!, message) > 0) index -= 1;
  const messages = [...current.messages];
  messages.splice(index, 0, message);
  return { ...current, messages };
}

/** A message its author deleted or a moderator hid: "mensagem removida" where it was. */
export function markRemoved(current: ChatHistory, id: string): ChatHistory {
  if (!current.messages.some((m) => m.id === id)) return current;
  return {
    ...current,
    messages: current.messages.map((m) =>
      m.id === id ? { ...m, status: 'removed', text: null, heldRule: null } : m,
    ),
  };
}
