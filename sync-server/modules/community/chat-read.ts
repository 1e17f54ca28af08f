import type { EntityManager } from '@mikro-orm/knex';
import { CHAT_CATEGORY, CHAT_HISTORY_PAGE, chatRoom, chatRoomThreadId } from '../../../shared/chat';
import type {
  ChatHistoryResponse,
  ChatMessageDto,
  CommunityAuthorDto,
} from '../../../shared/community-api-types';
import { notFound } from '../../http/errors';
import { type ForumPostRow, ForumPostSchema, ForumThreadSchema } from './community.entities';
import { authorsOf, decodeCursor, encodeCursor, UNKNOWN_AUTHOR } from './forum-read';

/**
 * The chat as one person reads it (issue 12). A room's messages are the posts of its thread row
 * (shared/chat.ts): published and removed ones are everyone's, a held one its author's only.
 */

/** Rooms whose row this ORM instance has already made sure of. */
const ensured = new WeakMap<object, Set<string>>();

/**
 * The room's thread row, made on first use (insert-or-ignore: instances racing store one).
 * 404 for a room the app does not have.
 */
export async function roomThreadId(em: EntityManager, room: string, now = new Date()): Promise<string> {
  const known = chatRoom(room);
  if (!known) throw notFound();
  const id = chatRoomThreadId(room);
  const driver = em.getDriver();
  const done = ensured.get(driver) ?? new Set<string>();
  ensured.set(driver, done);
  if (done.has(id)) return id;
  await em
    .createQueryBuilder(ForumThreadSchema)
    .insert({
      id,
      category: CHAT_CATEGORY,
      title: known.title,
      authorId: null,
      status: 'published',
      createdAt: now,
      lastActivityAt: now,
      replyCount: 0,
    })
    .onConflict('id')
    .ignore()
    .execute();
  done.add(id);
  return id;
}

/** The latest page of a room (or the page before `before`), oldest first. */
export async function chatHistory(
  em: EntityManager,
  viewerId: string,
  room: string,
  before?: string,
): Promise<ChatHistoryResponse> {
  const threadId = await roomThreadId(em, room);
  const older = decodeCursor(before);
  const qb = em
    .createQueryBuilder(ForumPostSchema, 'p')
    .where({ threadId, $or: [{ status: { $ne: 'held' } }, { authorId: viewerId }] })
    .orderBy({ createdAt: 'desc', id: 'desc' })
    .limit(CHAT_HISTORY_PAGE + 1);
  if (older)
    qb.andWhere({ $or: [{ createdAt: { $lt: older.at } }, { createdAt: older.at, id: { $lt: older.id } }] });
  const rows = await qb.getResultList();
  const page = rows.slice(0, CHAT_HISTORY_PAGE).reverse();
  const oldest = page[0];
  const authors = await authorsOf(
    em,
    page.map((post) => post.authorId),
  );
  return {
    messages: page.map((post) => toChatMessageDto(post, room, viewerId, authors)),
    olderCursor: rows.length > CHAT_HISTORY_PAGE && oldest ? encodeCursor(oldest.createdAt, oldest.id) : null,
  };
}

/** A message as `viewerId` sees it ('' for the copy everyone gets over the live socket). */
export function toChatMessageDto(
  post: ForumPostRow,
  room: string,
  viewerId: string,
  authors: Map<string, CommunityAuthorDto>,
): ChatMessageDto {
  const isMine = post.authorId === viewerId;
  const removed = post.status === 'removed';
  return {
    id: post.id,
    room,
    author: authors.get(post.authorId) ?? UNKNOWN_AUTHOR,
    isMine,
    status: post.status,
    text: removed ? null : (post.text ?? null),
    heldRule: isMine && post.status === 'held' ? (post.heldRule ?? null) : null,
    createdAt: post.createdAt.toISOString(),
  };
}
