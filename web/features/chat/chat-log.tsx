import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessageDto } from '../../../shared/community-api-types';
import { chatTexts as t } from '../../../shared/texts/community.texts';
import type { PendingChatMessage } from '../../lib/chat-pending';
import type { ChatHistory } from './chat-history';
import { ChatMessage } from './chat-message';
import { ChatMessageDialogs } from './chat-message-dialogs';
import { ChatPendingMessage } from './chat-pending-message';

/** How close to an edge (px) counts as being at it. */
const EDGE = 48;

interface ChatLogProps {
  roomTitle: string;
  history: ChatHistory;
  pending: PendingChatMessage[];
  sending: ReadonlySet<string>;
  olderBusy: boolean;
  onLoadOlder: (cursor: string) => void;
  onRemoved: (id: string) => void;
  onRetry: (id: string) => void;
  onEdit: (entry: PendingChatMessage) => void;
  onDiscard: (id: string) => void;
}

/**
 * The room's messages, oldest first, in a scrolling log that screen readers follow politely. It
 * starts at the newest and stays there as messages arrive while the reader is at the end (not
 * when they scrolled up to read); older pages come at the top, by scrolling up or with the
 * button, without moving what the reader is looking at.
 */
export function ChatLog(props: ChatLogProps) {
  const { history, pending, olderBusy, onLoadOlder } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  // Distance from the bottom to keep while an older page is put above.
  const anchor = useRef<number | null>(null);
  const [removing, setRemoving] = useState<ChatMessageDto | null>(null);
  const [reporting, setReporting] = useState<ChatMessageDto | null>(null);

  const cursor = history.olderCursor;
  const loadOlder = () => {
    const el = scroller.current;
    if (!cursor || olderBusy || !el) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    onLoadOlder(cursor);
  };
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
    if (el.scrollTop < EDGE) loadOlder();
  };

  const firstId = history.messages[0]?.id;
  const lastPending = pending.at(-1);
  const lastMessage = history.messages.at(-1);
  const lastId = lastPending?.id ?? lastMessage?.id;
  const lastIsMine = lastPending !== undefined || lastMessage?.isMine === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a message put first (older page) or last (new) is the trigger
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current !== null) {
      el.scrollTop = el.scrollHeight - anchor.current;
      return;
    }
    // One's own message is always followed; others' only while the reader is at the end.
    if (atEnd.current || lastIsMine) el.scrollTop = el.scrollHeight;
  }, [firstId, lastId, lastIsMine]);
  useEffect(() => {
    if (!olderBusy) anchor.current = null;
  }, [olderBusy]);

  const empty = history.messages.length === 0 && pending.length === 0;
  return (
    <>
      <div
        ref={scroller}
        className="chat-log card"
        role="log"
        aria-live="polite"
        aria-label={t.logLabel(props.roomTitle)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        onScroll={onScroll}
      >
        {cursor && (
          <button
            type="button"
            className="btn btn-secondary chat-older"
            onClick={loadOlder}
            disabled={olderBusy}
          >
            {olderBusy ? t.loadingOlder : t.loadOlder}
          </button>
        )}
        {empty && <p className="chat-empty muted">{t.empty}</p>}
        <ol className="chat-messages">
          {history.messages.map((message) => (
            <li key={message.id}>
              <ChatMessage message={message} onRemove={setRemoving} onReport={setReporting} />
            </li>
          ))}
          {pending.map((entry) => (
            <li key={entry.id}>
              <ChatPendingMessage
                entry={entry}
                sending={props.sending.has(entry.id)}
                onRetry={props.onRetry}
                onEdit={props.onEdit}
                onDiscard={props.onDiscard}
              />
            </li>
          ))}
        </ol>
      </div>
      <ChatMessageDialogs
        removing={removing}
        reporting={reporting}
        onClose={() => {
          setRemoving(null);
          setReporting(null);
        }}
        onRemoved={props.onRemoved}
      />
    </>
  );
}
