import './chat.css';
import { WifiOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { CHAT_ROOMS, type CommunityLiveMessage, chatRoom, roomTopic } from '../../../shared/chat';
import type { ChatWriteResponse } from '../../../shared/community-api-types';
import { chatTexts as t } from '../../../shared/texts/community.texts';
import { CrisisCard } from '../../components/community/crisis-card';
import { PseudonymCard } from '../../components/community/pseudonym-card';
import { HouseRules } from '../../components/house-rules';
import { ServerDataView } from '../../components/ui/server-data-view';
import type { PendingChatMessage } from '../../lib/chat-pending';
import { useStoredUser } from '../../lib/stored-user';
import { usePageTitle } from '../../lib/use-page-title';
import { useTopicSocket } from '../../lib/use-topic-socket';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { ChatNightHelp } from './chat-night-help';
import { ChatRoomNav } from './chat-room-nav';
import { useChatOutbox } from './use-chat-outbox';
import { useChatRoom } from './use-chat-room';
import { useChatSuspension } from './use-chat-suspension';

/**
 * /chat (issue 12): the rooms, each one's messages live, and a composer whose messages wait on
 * the device while there is no connection and go, once each, when it returns. `sala` is the
 * room's key from the address (an unknown one is the general room).
 */
export function ChatPage({ sala }: { sala?: string }) {
  const room = chatRoom(sala ?? '') ?? CHAT_ROOMS[0]!;
  usePageTitle(`${t.title} · ${room.title}`);
  const user = useStoredUser();
  const [crisis, setCrisis] = useState(false);
  const [seed, setSeed] = useState<{ text: string; at: number } | null>(null);
  const messages = useChatRoom(room.key);
  const { put } = messages;

  const sent = useCallback(
    (answer: ChatWriteResponse) => {
      put(answer.message);
      if (answer.crisis) setCrisis(true);
    },
    [put],
  );
  const outbox = useChatOutbox(user?.id ?? '', {
    onSent: sent,
    onRefused: (error) => suspension.refused(error),
  });
  const onFrame = (frame: CommunityLiveMessage) => {
    if (frame.type === 'message' && frame.message.isMine) outbox.delivered(frame.message.id);
    messages.apply(frame);
    // Connected again: what waited goes now.
    if (frame.type === 'resync') void outbox.flush();
  };
  const status = useTopicSocket(roomTopic(room.key), onFrame);
  const suspension = useChatSuspension(status, user?.timezone);

  const edit = (entry: PendingChatMessage) => {
    outbox.discard(entry.id);
    setSeed({ text: entry.text, at: Date.now() });
  };
  const pending = outbox.entries.filter((entry) => entry.room === room.key);
  const log = (
    <ChatLog
      key={room.key}
      roomTitle={room.title}
      history={messages.history}
      pending={pending}
      sending={outbox.sending}
      olderBusy={messages.olderBusy}
      onLoadOlder={messages.loadOlder}
      onRemoved={(id) => messages.apply({ type: 'removed', id })}
      onRetry={outbox.retry}
      onEdit={edit}
      onDiscard={outbox.discard}
    />
  );

  return (
    <section className="container page page-narrow chat-page" aria-labelledby="page-title">
      <h1 id="page-title">{t.title}</h1>
      <ChatRoomNav room={room.key} />
      <p className="chat-room-description muted">{room.description}</p>
      {room.key === 'madrugada' && <ChatNightHelp />}
      {suspension.notice ? (
        <p className="chat-notice card" role="status">
          {suspension.notice}
        </p>
      ) : (
        status === 'offline' && (
          <p className="chat-notice card" role="status">
            <WifiOff size={18} aria-hidden="true" /> {t.offline}
          </p>
        )
      )}
      {messages.loaded ? (
        log
      ) : (
        <>
          <ServerDataView
            state={messages.error ? { status: 'error', error: messages.error } : { status: 'loading' }}
            onRetry={messages.retry}
            loadingLabel={t.loading}
            what={t.what}
          >
            {() => null}
          </ServerDataView>
          {/* Written offline on an earlier visit: shown even while the room cannot be read. */}
          {pending.length > 0 && log}
        </>
      )}
      {crisis && <CrisisCard onClose={() => setCrisis(false)} />}
      {!suspension.notice && <ChatComposer onSend={(input) => outbox.add(room.key, input)} seed={seed} />}
      <p className="page-intro muted">{t.intro}</p>
      <PseudonymCard />
      <HouseRules />
    </section>
  );
}
