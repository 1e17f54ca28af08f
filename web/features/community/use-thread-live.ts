import { useEffect, useRef } from 'react';
import { type CommunityLiveMessage, threadTopic } from '../../../shared/chat';
import type { ForumThreadResponse } from '../../../shared/community-api-types';
import { useTopicSocket } from '../../lib/use-topic-socket';
import { forumApi } from './forum-api';

/** The page with one post shown as removed; the opening post (the thread's id) takes the thread. */
export function withPostRemoved(page: ForumThreadResponse, postId: string): ForumThreadResponse {
  const posts = page.posts.map((post) =>
    post.id === postId
      ? { ...post, status: 'removed' as const, text: null, heldRule: null, editableUntil: null }
      : post,
  );
  const thread =
    postId === page.thread.id ? { ...page.thread, status: 'removed' as const, title: '' } : page.thread;
  return { ...page, thread, posts };
}

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
