import { randomUUID } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { ApoioResponse, ForumWriteResponse } from '../../../shared/community-api-types';
import { POST_EDIT_WINDOW_MS } from '../../../shared/domain/community';
import { checkCommunityText } from '../../../shared/domain/community-safety';
import type { NewThreadInput, ReplyInput } from '../../../shared/schemas/community.schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import {
  ForumApoioSchema,
  type ForumPostRow,
  ForumPostSchema,
  ForumReportSchema,
  type ForumThreadRow,
  ForumThreadSchema,
} from './community.entities';
import { announceRemoved, announceThreadChanged } from './community-live';
import { awardCommunityMedals } from './community-medals';
import { ensureProfile } from './community-profile';
import { authorsOf, toPostDto, toThreadDto, visibleThread } from './forum-read';

/**
 * Writes of the forum (issue 12). Every text goes through the shared safety rules: held posts
 * wait for a moderator, crisis language is published and answered with the crisis card. A new
 * thread or reply carries a client id, so publishing it again (an offline replay) stores one.
 */

/** Posting is paused by moderation: 403 with the pt-BR reason; reading stays open. */
export async function assertMayPost(em: EntityManager, userId: string, now: Date): Promise<void> {
  const profile = await ensureProfile(em, userId, now);
  if (profile.suspendedUntil && profile.suspendedUntil > now) throw new HttpError(403, 'community-suspended');
}

export async function createThread(
  em: EntityManager,
  authorId: string,
  input: NewThreadInput,
  now = new Date(),
): Promise<ForumWriteResponse> {
  const known = await em.findOne(ForumPostSchema, { id: input.id });
  if (known) return replayed(em, authorId, known, input.text);
  await assertMayPost(em, authorId, now);
  const verdict = checkCommunityText(`${input.title}\n${input.text}`);
  const status = verdict.held ? 'held' : 'published';
  await em.transactional(async (tx) => {
    const inserted = await tx
      .createQueryBuilder(ForumThreadSchema)
      .insert({
        id: input.id,
        category: input.category,
        title: input.title,
        authorId,
        status,
        createdAt: now,
        lastActivityAt: now,
        replyCount: 0,
      })
      .onConflict('id')
      .ignore()
      .execute<{ affectedRows?: number }>('run');
    if (inserted.affectedRows === 0) return;
    await tx.insert(ForumPostSchema, newPost(input.id, input.id, authorId, input.text, verdict, now));
  });
  const post = await em.findOne(ForumPostSchema, { id: input.id }, { refresh: true });
  if (!post) throw conflict('record-conflict');
  if (post.status === 'published') await awardCommunityMedals(em, authorId);
  return replayed(em, authorId, post, input.text, verdict.crisis);
}

export async function createReply(
  em: EntityManager,
  authorId: string,
  threadId: string,
  input: ReplyInput,
  now = new Date(),
): Promise<ForumWriteResponse> {
  const known = await em.findOne(ForumPostSchema, { id: input.id });
  if (known) return replayed(em, authorId, known, input.text);
  const thread = await visibleThread(em, authorId, threadId);
  if (thread.status === 'removed') throw notFound();
  await assertMayPost(em, authorId, now);
  const verdict = checkCommunityText(input.text);
  let published = false;
  await em.transactional(async (tx) => {
    const inserted = await tx
      .createQueryBuilder(ForumPostSchema)
      .insert(newPost(input.id, threadId, authorId, input.text, verdict, now))
      .onConflict('id')
      .ignore()
      .execute<{ affectedRows?: number }>('run');
    if (inserted.affectedRows === 0 || verdict.held) return;
    published = true;
    await tx.nativeUpdate(
      ForumThreadSchema,
      { id: threadId },
      { replyCount: raw('reply_count + 1'), lastActivityAt: now },
    );
  });
  if (published) {
    announceThreadChanged(em, threadId);
    await awardCommunityMedals(em, authorId);
  }
  const post = await em.findOne(ForumPostSchema, { id: input.id }, { refresh: true });
  if (!post) throw conflict('record-conflict');
  return replayed(em, authorId, post, input.text, verdict.crisis);
}

/** Edits the author's own post within 15 minutes of publishing it; the safety rules run again. */
export async function editPost(
  em: EntityManager,
  authorId: string,
  postId: string,
  text: string,
  now = new Date(),
): Promise<ForumWriteResponse> {
  const post = await ownPost(em, authorId, postId);
  if (post.status === 'removed') throw new HttpError(409, 'post-removed');
  if (now.getTime() - post.createdAt.getTime() > POST_EDIT_WINDOW_MS)
    throw new HttpError(403, 'post-edit-window-closed');
  await assertMayPost(em, authorId, now);
  const thread = await em.findOneOrFail(ForumThreadSchema, { id: post.threadId });
  const verdict = checkCommunityText(post.id === thread.id ? `${thread.title}\n${text}` : text);
  // A published post that now breaks a rule goes back to review; a held one stays held.
  const status = verdict.held || post.status === 'held' ? 'held' : 'published';
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(
      ForumPostSchema,
      { id: postId },
      {
        text,
        status,
        heldRule: verdict.held ?? post.heldRule ?? null,
        crisis: post.crisis || verdict.crisis,
        editedAt: now,
      },
    );
    if (post.id === thread.id) await tx.nativeUpdate(ForumThreadSchema, { id: thread.id }, { status });
  });
  announceThreadChanged(em, thread.id);
  const edited = await em.findOneOrFail(ForumPostSchema, { id: postId }, { refresh: true });
  return writeResponse(em, authorId, edited, verdict.crisis);
}

/** The author deletes their own post: it reads "mensagem removida" from then on. */
export async function deletePost(em: EntityManager, authorId: string, postId: string, now = new Date()) {
  const post = await ownPost(em, authorId, postId);
  if (post.status !== 'removed') {
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        ForumPostSchema,
        { id: postId },
        { status: 'removed', text: null, hiddenText: null, removedAt: now, removedBy: 'author' },
      );
      if (post.id === post.threadId)
        await tx.nativeUpdate(ForumThreadSchema, { id: post.threadId }, { status: 'removed' });
    });
    announceRemoved(em, post);
  }
  const removed = await em.findOneOrFail(ForumPostSchema, { id: postId }, { refresh: true });
  return writeResponse(em, authorId, removed, false);
}

/** Gives (`on`) or takes back an "apoio": one per member per post, idempotent both ways. */
export async function setApoio(
  em: EntityManager,
  userId: string,
  postId: string,
  on: boolean,
  now = new Date(),
): Promise<ApoioResponse> {
  const post = await readablePost(em, userId, postId);
  if (post.status === 'removed' && on) throw new HttpError(409, 'post-removed');
  await em.transactional(async (tx) => {
    if (on) {
      const added = await tx
        .createQueryBuilder(ForumApoioSchema)
        .insert({ postId, userId, createdAt: now })
        .onConflict(['postId', 'userId'])
        .ignore()
        .execute<{ affectedRows?: number }>('run');
      if (added.affectedRows)
        await tx.nativeUpdate(ForumPostSchema, { id: postId }, { apoioCount: raw('apoio_count + 1') });
    } else {
      const removed = await tx.nativeDelete(ForumApoioSchema, { postId, userId });
      if (removed)
        await tx.nativeUpdate(ForumPostSchema, { id: postId }, { apoioCount: raw('apoio_count - 1') });
    }
  });
  const after = await em.findOneOrFail(ForumPostSchema, { id: postId }, { refresh: true });
  if (on) {
    await awardCommunityMedals(em, userId);
    if (post.authorId !== userId) await awardCommunityMedals(em, post.authorId);
  }
  return { apoioCount: after.apoioCount, apoiado: on };
}

/** A member reports a post for the moderators' queue; reporting it again changes nothing. */
export async function reportPost(
  em: EntityManager,
  reporterId: string,
  postId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await readablePost(em, reporterId, postId);
  await em
    .createQueryBuilder(ForumReportSchema)
    .insert({ id: randomUUID(), postId, reporterId, reason, createdAt: now, resolvedAt: null })
    .onConflict(['postId', 'reporterId'])
    .ignore()
    .execute();
}

export function newPost(
  id: string,
  threadId: string,
  authorId: string,
  text: string,
  verdict: ReturnType<typeof checkCommunityText>,
  now: Date,
): ForumPostRow {
  return {
    id,
    threadId,
    authorId,
    status: verdict.held ? 'held' : 'published',
    text,
    hiddenText: null,
    heldRule: verdict.held,
    crisis: verdict.crisis,
    createdAt: now,
    editedAt: null,
    removedAt: null,
    removedBy: null,
    apoioCount: 0,
    reviewedAt: null,
  };
}

/**
 * The answer to a write whose id is already stored: the same post again when it is the same
 * author's with the same text (a replay), else 409 — an id is never reused for something else.
 */
async function replayed(
  em: EntityManager,
  authorId: string,
  post: ForumPostRow,
  text: string,
  crisis = post.crisis,
): Promise<ForumWriteResponse> {
  if (post.authorId !== authorId || (post.text !== null && post.editedAt === null && post.text !== text))
    throw conflict('record-conflict');
  return writeResponse(em, authorId, post, crisis);
}

async function writeResponse(
  em: EntityManager,
  viewerId: string,
  post: ForumPostRow,
  crisis: boolean,
): Promise<ForumWriteResponse> {
  const thread: ForumThreadRow = await em.findOneOrFail(
    ForumThreadSchema,
    { id: post.threadId },
    { refresh: true },
  );
  const authors = await authorsOf(em, [post.authorId, thread.authorId]);
  const opener = post.id === thread.id ? post : await em.findOne(ForumPostSchema, { id: thread.id });
  const apoiado = Boolean(await em.findOne(ForumApoioSchema, { postId: post.id, userId: viewerId }));
  return {
    post: toPostDto(post, viewerId, authors, apoiado),
    thread: toThreadDto(thread, viewerId, authors, opener?.apoioCount ?? 0),
    crisis,
  };
}

/** The caller's own post; anyone else's is 404 (never say it exists). */
async function ownPost(em: EntityManager, authorId: string, postId: string): Promise<ForumPostRow> {
  const post = await em.findOne(ForumPostSchema, { id: postId });
  if (!post || post.authorId !== authorId) throw notFound();
  return post;
}

/** A post the caller may read: published or removed, or their own held one. */
async function readablePost(em: EntityManager, userId: string, postId: string): Promise<ForumPostRow> {
  const post = await em.findOne(ForumPostSchema, { id: postId });
  if (!post || (post.status === 'held' && post.authorId !== userId)) throw notFound();
  return post;
}
