import type { EntityManager } from '@mikro-orm/knex';
import { CHAT_CATEGORY, roomKeyOfThreadId } from '../../../shared/chat';
import type {
  CommunityAuthorDto,
  ForumCategoryDto,
  ForumPostDto,
  ForumThreadListResponse,
  ForumThreadResponse,
  ForumThreadSummaryDto,
} from '../../../shared/community-api-types';
import { FORUM_CATEGORIES, POST_EDIT_WINDOW_MS } from '../../../shared/domain/community';
import { notFound } from '../../http/errors';
import { PsychologistProfileSchema } from '../psychologists/psychologist-profile.entity';
import {
  CommunityProfileSchema,
  ForumApoioSchema,
  type ForumPostRow,
  ForumPostSchema,
  type ForumThreadRow,
  ForumThreadSchema,
} from './community.entities';

export const THREADS_PAGE_SIZE = 20;
export const POSTS_PAGE_SIZE = 50;

/**
 * The forum as one member reads it (issue 12). Published and removed posts are everyone's; a
 * post waiting for review is its author's only. Authors are shown by pseudonym, or by an approved
 * psychologist's public name with the badge when they chose it: never an account id, e-mail or
 * member's name.
 */
export async function listThreads(
  em: EntityManager,
  viewerId: string,
  options: { category?: string; cursor?: string },
): Promise<ForumThreadListResponse> {
  const after = decodeCursor(options.cursor);
  const qb = em
    .createQueryBuilder(ForumThreadSchema, 't')
    .where({ $or: [{ status: 'published' }, { status: 'held', authorId: viewerId }] })
    .orderBy({ lastActivityAt: 'desc', id: 'desc' })
    .limit(THREADS_PAGE_SIZE + 1);
  // The chat's rooms are threads too (shared/chat.ts), never listed in the forum.
  qb.andWhere({ category: options.category ?? { $ne: CHAT_CATEGORY } });
  if (after)
    qb.andWhere({
      $or: [{ lastActivityAt: { $lt: after.at } }, { lastActivityAt: after.at, id: { $lt: after.id } }],
    });
  const rows = await qb.getResultList();
  const page = rows.slice(0, THREADS_PAGE_SIZE);
  const last = page.at(-1);
  const openers = await em.find(ForumPostSchema, { id: { $in: page.map((t) => t.id) } });
  const apoios = new Map(openers.map((p) => [p.id, p.apoioCount]));
  const authors = await authorsOf(
    em,
    page.map((t) => t.authorId),
  );
  return {
    threads: page.map((t) => toThreadDto(t, viewerId, authors, apoios.get(t.id) ?? 0)),
    nextCursor: rows.length > THREADS_PAGE_SIZE && last ? encodeCursor(last.lastActivityAt, last.id) : null,
  };
}

export async function readThread(
  em: EntityManager,
  viewerId: string,
  threadId: string,
  cursor?: string,
): Promise<ForumThreadResponse> {
  const thread = await visibleThread(em, viewerId, threadId);
  const after = decodeCursor(cursor);
  const qb = em
    .createQueryBuilder(ForumPostSchema, 'p')
    .where({ threadId, $or: [{ status: { $ne: 'held' } }, { authorId: viewerId }] })
    .orderBy({ createdAt: 'asc', id: 'asc' })
    .limit(POSTS_PAGE_SIZE + 1);
  if (after)
    qb.andWhere({ $or: [{ createdAt: { $gt: after.at } }, { createdAt: after.at, id: { $gt: after.id } }] });
  const rows = await qb.getResultList();
  const page = rows.slice(0, POSTS_PAGE_SIZE);
  const last = page.at(-1);
  const opener =
    page.find((p) => p.id === thread.id) ?? (await em.findOne(ForumPostSchema, { id: thread.id }));
  // One look-up for the thread's author and the page's.
  const authors = await authorsOf(em, [thread.authorId, ...page.map((p) => p.authorId)]);
  const posts = await toPostDtos(em, viewerId, page, authors);
  return {
    thread: toThreadDto(thread, viewerId, authors, opener?.apoioCount ?? 0),
    posts,
    nextCursor: rows.length > POSTS_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** The thread if the viewer may see it; 404 otherwise (someone else's held thread does not exist). */
export async function visibleThread(
  em: EntityManager,
  viewerId: string,
  threadId: string,
): Promise<ForumThreadRow> {
  const thread = await em.findOne(ForumThreadSchema, { id: threadId });
  if (!thread || roomKeyOfThreadId(thread.id)) throw notFound();
  if (thread.status === 'held' && thread.authorId !== viewerId) throw notFound();
  return thread;
}

export async function listCategories(em: EntityManager): Promise<ForumCategoryDto[]> {
  const counts = await em.execute<{ category: string; n: number | string }[]>(
    "select category, count(*) as n from forum_threads where status <> 'held' group by category",
    [],
    'all',
  );
  const byCategory = new Map(counts.map((row) => [row.category, Number(row.n)]));
  return FORUM_CATEGORIES.map((c) => ({ ...c, threadCount: byCategory.get(c.key) ?? 0 }));
}

/** The page's posts as the viewer sees them, with `authors` already looked up. */
async function toPostDtos(
  em: EntityManager,
  viewerId: string,
  rows: ForumPostRow[],
  authors: Authors,
): Promise<ForumPostDto[]> {
  if (!rows.length) return [];
  const mine = await em.find(ForumApoioSchema, { userId: viewerId, postId: { $in: rows.map((p) => p.id) } });
  const apoiados = new Set(mine.map((a) => a.postId));
  return rows.map((post) => toPostDto(post, viewerId, authors, apoiados.has(post.id)));
}

type Authors = Map<string, CommunityAuthorDto>;

/** How each author is shown: pseudonym, or an approved psychologist's name with the badge. */
export async function authorsOf(em: EntityManager, ids: (string | null | undefined)[]): Promise<Authors> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const authors: Authors = new Map();
  if (!unique.length) return authors;
  const profiles = await em.find(CommunityProfileSchema, { userId: { $in: unique } });
  const badged = profiles.filter((p) => p.showBadge).map((p) => p.userId);
  const psychologists = badged.length
    ? await em.find(PsychologistProfileSchema, { userId: { $in: badged }, status: 'approved' })
    : [];
  const names = new Map(psychologists.map((p) => [p.userId, p.displayName]));
  for (const profile of profiles) {
    const name = profile.showBadge ? names.get(profile.userId) : undefined;
    authors.set(
      profile.userId,
      name ? { displayName: name, badge: 'psychologist' } : { displayName: profile.pseudonym, badge: null },
    );
  }
  return authors;
}

/** Someone whose profile is gone (never, while their posts exist): shown without a name. */
export const UNKNOWN_AUTHOR: CommunityAuthorDto = { displayName: 'Membro', badge: null };

export function toPostDto(
  post: ForumPostRow,
  viewerId: string,
  authors: Authors,
  apoiado: boolean,
): ForumPostDto {
  const isMine = post.authorId === viewerId;
  const removed = post.status === 'removed';
  return {
    id: post.id,
    threadId: post.threadId,
    author: authors.get(post.authorId) ?? UNKNOWN_AUTHOR,
    isMine,
    status: post.status,
    text: removed ? null : (post.text ?? null),
    heldRule: isMine && post.status === 'held' ? (post.heldRule ?? null) : null,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    editableUntil:
      isMine && !removed ? new Date(post.createdAt.getTime() + POST_EDIT_WINDOW_MS).toISOString() : null,
    apoioCount: post.apoioCount,
    apoiado,
  };
}

export function toThreadDto(
  thread: ForumThreadRow,
  viewerId: string,
  authors: Authors,
  apoioCount: number,
): ForumThreadSummaryDto {
  return {
    id: thread.id,
    category: thread.category,
    title: thread.status === 'removed' ? '' : thread.title,
    author: (thread.authorId && authors.get(thread.authorId)) || UNKNOWN_AUTHOR,
    isMine: thread.authorId === viewerId,
    status: thread.status,
    createdAt: thread.createdAt.toISOString(),
    lastActivityAt: thread.lastActivityAt.toISOString(),
    replyCount: thread.replyCount,
    apoioCount,
  };
}

/** A page cursor: the last row's time and id, opaque to the client. */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) && id ? { at, id } : null;
}
