import { CircleAlert, Clock } from 'lucide-react';
import { chatTexts as t } from '../../../shared/texts/community.texts';
import type { PendingChatMessage } from '../../lib/chat-pending';

interface ChatPendingMessageProps {
  entry: PendingChatMessage;
  sending: boolean;
  onRetry: (id: string) => void;
  onEdit: (entry: PendingChatMessage) => void;
  onDiscard: (id: string) => void;
}

/**
 * A message of this person the server has not taken yet: "Aguardando conexão" (or "Enviando…"),
 * or, refused, the reason with its text kept to send again, edit or let go.
 */
export function ChatPendingMessage({ entry, sending, onRetry, onEdit, onDiscard }: ChatPendingMessageProps) {
  const refused = entry.refusal !== undefined;
  return (
    <article
      className={`chat-message chat-message-mine chat-message-pending${refused ? ' chat-message-refused' : ''}`}
      aria-label={t.ownMessage}
    >
      <p className="chat-pending-state">
        {refused ? <CircleAlert size={14} aria-hidden="true" /> : <Clock size={14} aria-hidden="true" />}{' '}
        {refused ? t.refused : sending ? t.sending : t.pending}
      </p>
      <p className="chat-text">{entry.text}</p>
      {refused && (
        <>
          <p className="chat-refusal">{entry.refusal}</p>
          <div className="chat-actions">
            {entry.retryable && (
              <button type="button" className="btn btn-ghost" onClick={() => onRetry(entry.id)}>
                {t.retry}
              </button>
            )}
            <button type="button" className="btn btn-ghost" onClick={() => onEdit(entry)}>
              {t.edit}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => onDiscard(entry.id)}>
              {t.discard}
            </button>
          </div>
        </>
      )}
    </article>
  );
}
