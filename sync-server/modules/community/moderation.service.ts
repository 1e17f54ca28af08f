import { randomUUID } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { roomKeyOfThreadId } from '../../../shared/chat';
import type { ModerationQueueItemDto } from '../../../shared/community-api-types';
import {
  CommunityProfileSchema,
  ForumPostSchema,
  ForumReportSchema,
  ForumThreadSchema,
  type ModerationAction,
  ModerationActionSchema,
} from './community.entities';
import { announcePublished, announceRemoved } from './community-live';
import { awardCommunityMedals } from './community-medals';
import { ensureProfile } from './community-profile';

/**
 * Moderation of the community (issue 12), shared by the admin page and the support CLI: the
 * queue, hiding and restoring a post, suspending a member from posting. Every action is logged
 * with who took it and when. Moderators see pseudonyms, never who a member is.
 */

export interface Moderator {
  /** The staff account acting from the admin page; null from the CLI. */
  id: string | null;
  /** How the log names them: their e-mail on the admin page, 'suporte (CLI)' from the CLI. */
  label: string;
}

/**
 * What waits for a moderator: posts held for review, posts with crisis language nobody reviewed
 * yet, and posts with open reports. Crisis first, then the oldest.
 */
export async function moderationQueue(em: EntityManager, limit = 100): Promise<ModerationQueueItemDto[]> {
  const reports = await em.find(ForumReportSchema, { resolvedAt: null }, { orderBy: { createdAt: 'asc' } });
  const reported = [...new Set(reports.map((r) => r.postId))];
  const posts = await em.find(
    ForumPostSchema,
    {
      $or: [
        { status: 'held' },
        { crisis: true, reviewedAt: null, status: 'published' },
        ...(reported.length ? [{ id: { $in: reported } }] : []),
      ],
    },
    { orderBy: { createdAt: 'asc' }, limit },
  );
  const threads = new Map(
    (await em.find(ForumThreadSchema, { id: { $in: [...new Set(posts.map((p) => p.threadId))] } })).map(
      (t) => [t.id, t],
    ),
  );
  const pseudonyms = new Map(
    (
      await em.find(CommunityProfileSchema, { userId: { $in: [...new Set(posts.map((p) => p.authorId))] } })
    ).map((p) => [p.userId, p.pseudonym]),
  );
  const items = posts.map(
    (post): ModerationQueueItemDto => ({
      postId: post.id,
      threadId: post.threadId,
      threadTitle: threads.get(post.threadId)?.title ?? '',
      room: roomKeyOfThreadId(post.threadId),
      pseudonym: pseudonyms.get(post.authorId) ?? '',
      status: post.status,
      text: post.text ?? post.hiddenText ?? null,
      heldRule: post.status === 'held' ? (post.heldRule ?? null) : null,
      crisis: post.crisis,
      reports: reports
        .filter((r) => r.postId === post.id)
        .map((r) => ({ reason: r.reason, createdAt: r.createdAt.toISOString() })),
      createdAt: post.createdAt.toISOString(),
    }),
  );
  return items.sort((a, b) => Number(b.crisis) - Number(a.crisis));
}

/**
 * Hides a post from everyone ("mensagem removida"); its text is kept apart so it can be restored.
 * Its open reports are resolved. Null when there is no such post.
 */
export async function hidePost(em: EntityManager, postId: string, by: Moderator, now = new Date()) {
  const post = await em.findOne(ForumPostSchema, { id: postId });
  if (!post) return null;
  await em.transactional(async (tx) => {
    if (post.status !== 'removed' || post.removedBy !== 'moderator') {
      await tx.nativeUpdate(
        ForumPostSchema,
        { id: postId },
        {
          status: 'removed',
          hiddenText: post.text ?? post.hiddenText ?? null,
          text: null,
          removedAt: now,
          removedBy: 'moderator',
          reviewedAt: now,
        },
      );
      if (post.id === post.threadId)
        await tx.nativeUpdate(ForumThreadSchema, { id: post.threadId }, { status: 'removed' });
    }
    await resolveReports(tx, postId, now);
    await log(tx, by, 'hide', { postId }, now);
  });
  // Gone from every open screen at once (chat rooms and forum threads alike).
  if (post.status === 'published') announceRemoved(em, post);
  return em.findOneOrFail(ForumPostSchema, { id: postId }, { refresh: true });
}

/**
 * Publishes a post a moderator judged fine: one held for review (approved), one they hid before
 * (restored), or a reported or crisis one (dismissed: it stays). A post its author deleted stays
 * deleted. Null when there is no such post.
 */
export async function restorePost(em: EntityManager, postId: string, by: Moderator, now = new Date()) {
  const post = await em.findOne(ForumPostSchema, { id: postId });
  if (!post) return null;
  const wasHeld = post.status === 'held';
  const wasHidden = post.status === 'removed' && post.removedBy === 'moderator';
  await em.transactional(async (tx) => {
    if (wasHeld || wasHidden) {
      await tx.nativeUpdate(
        ForumPostSchema,
        { id: postId },
        {
          status: 'published',
          text: wasHidden ? (post.hiddenText ?? null) : post.text,
          hiddenText: null,
          removedAt: null,
          removedBy: null,
          reviewedAt: now,
        },
      );
      if (post.id === post.threadId)
        await tx.nativeUpdate(ForumThreadSchema, { id: post.threadId }, { status: 'published' });
      // An approved reply now counts in its thread, and brings it up the list (not a chat room's).
      else if (wasHeld && !roomKeyOfThreadId(post.threadId))
        await tx.nativeUpdate(
          ForumThreadSchema,
          { id: post.threadId },
          { replyCount: raw('reply_count + 1'), lastActivityAt: now },
        );
    } else {
      await tx.nativeUpdate(ForumPostSchema, { id: postId }, { reviewedAt: now });
    }
    await resolveReports(tx, postId, now);
    await log(tx, by, 'restore', { postId }, now);
  });
  const after = await em.findOneOrFail(ForumPostSchema, { id: postId }, { refresh: true });
  if (wasHeld || wasHidden) await announcePublished(em, after);
  if (wasHeld) await awardCommunityMedals(em, post.authorId);
  return after;
}

/** Pauses a member's posting for `days` (0 lifts a suspension); reading stays open. */
export async function suspendMember(
  em: EntityManager,
  memberId: string,
  days: number,
  by: Moderator,
  now = new Date(),
): Promise<Date | null> {
  await ensureProfile(em, memberId, now);
  const until = days > 0 ? new Date(now.getTime() + days * 86_400_000) : null;
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(CommunityProfileSchema, { userId: memberId }, { suspendedUntil: until });
    await log(tx, by, 'suspend', { memberId, days }, now);
  });
  return until;
}

/** The author of a post, for a suspension taken from the queue (the moderator never sees who). */
export async function authorOf(em: EntityManager, postId: string): Promise<string | null> {
  return (await em.findOne(ForumPostSchema, { id: postId }, { fields: ['authorId'] }))?.authorId ?? null;
}

/** The latest actions of the log, newest first. */
export async function moderationLog(em: EntityManager, limit = 50) {
  return em.find(ModerationActionSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

async function resolveReports(tx: EntityManager, postId: string, now: Date) {
  await tx.nativeUpdate(ForumReportSchema, { postId, resolvedAt: null }, { resolvedAt: now });
}

async function log(
  tx: EntityManager,
  by: Moderator,
  action: ModerationAction,
  target: { postId?: string; memberId?: string; days?: number },
  now: Date,
) {
  await tx.insert(ModerationActionSchema, {
    id: randomUUID(),
    actorId: by.id,
    actorLabel: by.label,
    action,
    postId: target.postId ?? null,
    memberId: target.memberId ?? null,
    days: target.days ?? null,
    createdAt: now,
  });
}
