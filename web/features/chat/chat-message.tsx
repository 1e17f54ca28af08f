import { Flag, Trash2 } from 'lucide-react';
import type { ChatMessageDto } from '../../../shared/community-api-types';
import {
  chatTexts as c,
  HELD_REASON_TEXTS,
  forumPageTexts as t,
} from '../../../shared/texts/community.texts';
import { AuthorLine } from '../../components/community/author-line';

interface ChatMessageProps {
  message: ChatMessageDto;
  onRemove: (message: ChatMessageDto) => void;
  onReport: (message: ChatMessageDto) => void;
}

/**
 * One message: its author by pseudonym (with the verified badge of a psychologist who chose it),
 * its text as plain text (never HTML; a link stays text), and the author's delete or anyone
 * else's report. One's own are on the right. A held one tells its author why, as in the forum.
 */
export function ChatMessage({ message, onRemove, onReport }: ChatMessageProps) {
  const mine = message.isMine ? ' chat-message-mine' : '';
  if (message.status === 'removed') {
    return (
      <article className={`chat-message chat-message-removed${mine}`} aria-label={t.removedPost}>
        <p className="muted">{t.removedPost}</p>
      </article>
    );
  }
  const label = message.isMine ? c.ownMessage : c.messageOf(message.author.displayName);
  return (
    <article className={`chat-message${mine}`} aria-label={label}>
      <div className="chat-message-head">
        <AuthorLine author={message.author} isMine={message.isMine} createdAt={message.createdAt} />
        {message.isMine ? (
          <button
            type="button"
            className="btn btn-ghost btn-icon chat-action"
            aria-label={t.remove}
            title={t.remove}
            onClick={() => onRemove(message)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-ghost btn-icon chat-action"
            aria-label={t.report}
            title={t.report}
            onClick={() => onReport(message)}
          >
            <Flag size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      <p className="chat-text">{message.text}</p>
      {message.status === 'held' && message.heldRule && (
        <p className="forum-held">
          <strong>{t.heldBadge}.</strong> {HELD_REASON_TEXTS[message.heldRule]}
        </p>
      )}
    </article>
  );
}
