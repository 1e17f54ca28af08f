import { useEffect, useRef } from 'react';
import { type CommunityLiveMessage, threadTopic } from '../../../shared/chat';
import type { ForumThreadResponse } from '../../../shared/community-api-types';
import { useTopicSocket } from '../../lib/use-topic-socket';
import { forumApi } from './forum-api';
import { withPostRemoved } from './thread-page-updates';

/**
 * An open thread, live (issue 12): once it is on screen, its topic's socket says when a post was
 * removed (shown as "mensagem removida" at once) and when the thread changed or frames may have
 * been lost (read again quietly: what is shown stays until the answer, and every page read so far
 * is read again, so "Carregar mais" is not undone). Reads never overlap.
 */
export function useThreadLive(
  threadId: string,
  page: ForumThreadResponse | null,
  replace: (update: (page: ForumThreadResponse) => ForumThreadResponse) => void,
): void {
  const shown = useRef(0);
  useEffect(() => {
    shown.current = page?.posts.length ?? 0;
  });
  // The read under way, whether another is due after it, and the removals heard meanwhile (its
  // answer may predate them).
  const reading = useRef<{ again: boolean; removed: Set<string> } | null>(null);

  const readAgain = async (): Promise<void> => {
    if (reading.current) {
      reading.current.again = true;
      return;
    }
    const read = { again: false, removed: new Set<string>() };
    reading.current = read;
    try {
      let next = await forumApi.thread(threadId);
      while (next.nextCursor && next.posts.length < shown.current) {
        const more = await forumApi.thread(threadId, next.nextCursor);
        next = { ...next, posts: [...next.posts, ...more.posts], nextCursor: more.nextCursor };
      }
      replace(() => [...read.removed].reduce(withPostRemoved, next));
    } catch {
      // What is shown stays; the next frame or reconnection reads again.
    }
    reading.current = null;
    if (read.again) return readAgain();
  };

  useTopicSocket(page ? threadTopic(threadId) : null, (frame: CommunityLiveMessage) => {
    if (frame.type === 'removed') {
      reading.current?.removed.add(frame.id);
      replace((current) => withPostRemoved(current, frame.id));
    } else if (frame.type === 'thread-changed' || frame.type === 'resync') void readAgain();
  });
}
