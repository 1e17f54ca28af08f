import type { EntityManager } from '@mikro-orm/knex';
import { chatRoom, roomKeyOfThreadId, roomTopic, threadTopic } from '../../../shared/chat';
import { announce } from '../live/announce';
import type { TopicAccess } from '../live/live-channel';
import { toChatMessageDto } from './chat-read';
import { CommunityProfileSchema, type ForumPostRow, ForumThreadSchema } from './community.entities';
import { authorsOf } from './forum-read';

/**
 * What the community's open screens hear (issue 12), through the live bus to every instance:
 * a chat room gets each message it should show and each one that goes; an open forum thread is
 * told to read itself again, or which post to show as removed. Called after the change commits.
 */

/** A post or message became visible to everyone (published, approved, restored). */
export async function announcePublished(em: EntityManager, post: ForumPostRow): Promise<void> {
  const room = roomKeyOfThreadId(post.threadId);
  if (!room) {
    announce(em, { topic: threadTopic(post.threadId), message: { type: 'thread-changed' } });
    return;
  }
  const authors = await authorsOf(em, [post.authorId]);
  // Everyone's copy says "not mine"; the hub gives the author's sockets their own copy.
  const message = toChatMessageDto(post, room, '', authors);
  announce(em, { topic: roomTopic(room), authorId: post.authorId, message: { type: 'message', message } });
}

/** A post or message was removed (by its author or a moderator): screens show it as removed. */
export function announceRemoved(em: EntityManager, post: ForumPostRow): void {
  const room = roomKeyOfThreadId(post.threadId);
  announce(em, {
    topic: room ? roomTopic(room) : threadTopic(post.threadId),
    message: { type: 'removed', id: post.id },
  });
}

/** A forum thread's content changed (an edit): its open screens read it again. */
export function announceThreadChanged(em: EntityManager, threadId: string): void {
  announce(em, { topic: threadTopic(threadId), message: { type: 'thread-changed' } });
}

/**
 * Who may open a community socket on which topic: any signed-in person on a forum thread they
 * may read; on a chat room, anyone whose posting is not suspended (the chat is for talking).
 */
export function communityTopicAccess(em: () => EntityManager): TopicAccess {
  return async (userId, topic) => {
    const [kind, key] = splitTopic(topic);
    if (kind === 'room') {
      if (!chatRoom(key)) return 404;
      const profile = await em().findOne(CommunityProfileSchema, { userId });
      return profile?.suspendedUntil && profile.suspendedUntil > new Date() ? 403 : null;
    }
    if (kind === 'thread') {
      if (roomKeyOfThreadId(key)) return 404;
      const thread = await em().findOne(ForumThreadSchema, { id: key });
      if (!thread) return 404;
      return thread.status === 'held' && thread.authorId !== userId ? 404 : null;
    }
    return 404;
  };
}

function splitTopic(topic: string): [string, string] {
  const at = topic.indexOf(':');
  return at > 0 && topic.length <= 120 ? [topic.slice(0, at), topic.slice(at + 1)] : ['', ''];
}
