import { Link } from '@tanstack/react-router';
import { CHAT_ROOMS } from '../../../shared/chat';
import { chatTexts as t } from '../../../shared/texts/community.texts';

/** The rooms, as links (`?sala=`), so a room can be kept, shared with oneself and gone back to. */
export function ChatRoomNav({ room }: { room: string }) {
  return (
    <nav className="chat-rooms" aria-label={t.roomsLabel}>
      {CHAT_ROOMS.map((r) => (
        <Link
          key={r.key}
          to="/chat"
          search={{ sala: r.key }}
          className="chip"
          aria-current={r.key === room ? 'page' : undefined}
        >
          {r.title}
        </Link>
      ))}
    </nav>
  );
}
