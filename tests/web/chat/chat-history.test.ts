import { describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '../../../shared/community-api-types';
import {
  type ChatHistory,
  markRemoved,
  mergeLatest,
  prependOlder,
  upsertMessage,
} from '../../../web/features/chat/chat-history';

/** Message `n`, written at minute `n`. */
function msg(n: number, patch: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id: `m${String(n).padStart(3, '0')}`,
    room: 'geral',
    author: { displayName: 'Ipê Sereno 214', badge: null },
    isMine: false,
    status: 'published',
    text: `mensagem ${n}`,
    heldRule: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    ...patch,
  };
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => msg(from + k));
const ids = (history: ChatHistory) => history.messages.map((m) => Number(m.id.slice(1)));

describe('mergeLatest', () => {
  it('keeps the older pages read before when the latest page reaches back to them', () => {
    const shown = { messages: range(1, 10), olderCursor: 'before-1' };
    const merged = mergeLatest(shown, { messages: range(6, 12), olderCursor: 'before-6' });
    expect(ids(merged)).toEqual(range(1, 12).map((_, k) => k + 1));
    expect(merged.olderCursor).toBe('before-1');
  });

  it('starts again from the latest page when more came than a page holds (no hidden gap)', () => {
    const shown = { messages: range(1, 10), olderCursor: 'before-1' };
    const merged = mergeLatest(shown, { messages: range(40, 45), olderCursor: 'before-40' });
    expect(ids(merged)).toEqual([40, 41, 42, 43, 44, 45]);
    expect(merged.olderCursor).toBe('before-40');
  });

  it('keeps messages heard live after the read was answered, once each', () => {
    const shown = { messages: [...range(1, 5), msg(7)], olderCursor: null };
    const merged = mergeLatest(shown, { messages: range(1, 6), olderCursor: null });
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('takes the server’s word for what the read covers (a removal, an edit of status)', () => {
    const shown = { messages: range(1, 3), olderCursor: null };
    const merged = mergeLatest(shown, {
      messages: [msg(1), msg(2, { status: 'removed', text: null }), msg(3)],
      olderCursor: null,
    });
    expect(merged.messages[1]).toMatchObject({ status: 'removed', text: null });
  });

  it('in an empty room keeps only what was heard live', () => {
    expect(
      ids(mergeLatest({ messages: [msg(9)], olderCursor: null }, { messages: [], olderCursor: null })),
    ).toEqual([9]);
  });
});

describe('prependOlder', () => {
  it('puts an older page first, without repeating what is shown, and takes its cursor', () => {
    const merged = prependOlder(
      { messages: range(5, 8), olderCursor: 'c5' },
      { messages: range(1, 5), olderCursor: null },
    );
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(merged.olderCursor).toBeNull();
  });
});

describe('upsertMessage', () => {
  it('adds a new message at the end, or in its place by time', () => {
    const shown = { messages: [msg(1), msg(3)], olderCursor: null };
    expect(ids(upsertMessage(shown, msg(4)))).toEqual([1, 3, 4]);
    expect(ids(upsertMessage(shown, msg(2)))).toEqual([1, 2, 3]);
  });

  it('replaces the one with the same id where it is, keeping it the author’s own', () => {
    const shown = {
      messages: [msg(1), msg(2, { isMine: true, status: 'held', heldRule: 'phone-number' })],
      olderCursor: null,
    };
    const next = upsertMessage(shown, msg(2, { isMine: false }));
    expect(next.messages).toHaveLength(2);
    expect(next.messages[1]).toMatchObject({ status: 'published', isMine: true });
  });
});

describe('markRemoved', () => {
  it('turns a message into a removed one, text gone', () => {
    const next = markRemoved({ messages: [msg(1), msg(2)], olderCursor: null }, 'm002');
    expect(next.messages[1]).toMatchObject({ id: 'm002', status: 'removed', text: null, heldRule: null });
    expect(next.messages[0]?.text).toBe('mensagem 1');
  });

  it('leaves the history as it is for a message not shown', () => {
    const shown = { messages: [msg(1)], olderCursor: null };
    expect(markRemoved(shown, 'm404')).toBe(shown);
  });
});
