import { useEffect, useRef, useState } from 'react';
import type { CommunityLiveMessage, CommunityTopic } from '../../shared/chat';
import { TopicSocket, type TopicSocketStatus, topicSocketUrl } from './topic-socket';

/**
 * Keeps a community topic's socket (topic-socket.ts) open while the component is mounted and the
 * topic is set (null: not yet, e.g. until the thread is known to exist), handing its frames to
 * the latest `onMessage`. Answers the socket's status.
 */
export function useTopicSocket(
  topic: CommunityTopic | null,
  onMessage: (message: CommunityLiveMessage) => void,
): TopicSocketStatus {
  const [status, setStatus] = useState<TopicSocketStatus>('connecting');
  const listener = useRef(onMessage);
  useEffect(() => {
    listener.current = onMessage;
  });
  useEffect(() => {
    if (!topic) return;
    setStatus('connecting');
    const socket = new TopicSocket((message) => listener.current(message), setStatus, topicSocketUrl(topic));
    socket.start();
    return () => socket.stop();
  }, [topic]);
  return status;
}
