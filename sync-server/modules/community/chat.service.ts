import type { EntityManager } from '@mikro-orm/knex';
import type { ChatWriteResponse } from '../../../shared/community-api-types';
import { checkCommunityText } from '../../../shared/domain/community-safety';
import type { ChatMessageInput } from '../../../shared/schemas/community.schema';
import { conflict } from '../../http/errors';
import { roomThreadId, toChatMessageDto } from './chat-read';
import { type ForumPostRow, ForumPostSchema } from './community.entities';
import { announcePublished } from './community-live';
import { awardCommunityMedals } from './community-medals';
import { assertMayPost, newPost } from './forum.service';
import { authorsOf } from './forum-read';

/**
 * Sends a chat message (issue 12) under the forum's rules: a suspended member may not, the
 * safety rules hold a message for review (its author is told why) and flag crisis language. The
 * id is the client's, so the same message sent again after a reconnection is stored once; a
 * published message goes out live to everyone in the room, on every instance.
 */
export async function sendChatMessage(
  em: EntityManager,
  authorId: string,
  room: string,
  input: ChatMessageInput,
  now = new Date(),
): Promise<ChatWriteResponse> {
  const threadId = await roomThreadId(em, room, now);
  const known = await em.findOne(ForumPostSchema, { id: input.id });
  if (known) return replayed(em, authorId, room, threadId, known, input.text);
  await assertMayPost(em, authorId, now);
  const verdict = checkCommunityText(input.text);
  const inserted = await em
    .createQueryBuilder(ForumPostSchema)
    .insert(newPost(input.id, threadId, authorId, input.text, verdict, now))
    .onConflict('id')
    .ignore()
    .execute<{ affectedRows?: number }>('run');
  const post = await em.findOne(ForumPostSchema, { id: input.id }, { refresh: true });
  if (!post) throw conflict('record-conflict');
  if (inserted.affectedRows === 0) return replayed(em, authorId, room, threadId, post, input.text);
  if (post.status === 'published') {
    await announcePublished(em, post);
    await awardCommunityMedals(em, authorId);
  }
  return answer(em, authorId, room, post, verdict.crisis);
}

/** The same message again (a replay) is answered as stored; anything else under its id is 409. */
async function replayed(
  em: EntityManager,
  authorId: string,
  room: string,
  threadId: string,
  post: ForumPostRow,
  text: string,
): Promise<ChatWriteResponse> {
  const same = post.authorId === authorId && post.threadId === threadId;
  if (!same || (post.text !== null && post.text !== text)) throw conflict('record-conflict');
  return answer(em, authorId, room, post, post.crisis);
}

async function answer(
  em: EntityManager,
  viewerId: string,
  room: string,
  post: ForumPostRow,
  crisis: boolean,
): Promise<ChatWriteResponse> {
  const authors = await authorsOf(em, [post.authorId]);
  return { message: toChatMessageDto(post, room, viewerId, authors), crisis };
}
