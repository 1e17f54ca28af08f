import { describe, expect, it } from 'vitest';
import { CHAT_ROOMS, chatRoomThreadId, roomKeyOfThreadId } from '../../shared/chat';

describe('a room’s thread row, told by its id alone', () => {
  it('gives back the room of each room’s row', () => {
    for (const room of CHAT_ROOMS) expect(roomKeyOfThreadId(chatRoomThreadId(room.key))).toBe(room.key);
  });

  it('is null for a forum thread (a UUID) and for a room that does not exist', () => {
    expect(roomKeyOfThreadId('f7d5c7a0-0000-4000-8000-000000000001')).toBeNull();
    expect(roomKeyOfThreadId('chat-cassino')).toBeNull();
    expect(roomKeyOfThreadId('geral')).toBeNull();
  });
});
