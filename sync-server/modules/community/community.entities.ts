import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { PostStatus } from '../../../shared/community-api-types';
import type { HeldRule } from '../../../shared/domain/community-safety';

/**
 * A member's community identity (issue 12): the pseudonym everyone sees, never their name. An
 * approved psychologist may choose to show their public name with the verified badge instead.
 * `suspendedUntil`: moderation paused their posting (reading stays open).
 */
export const CommunityProfileSchema = defineEntity({
  name: 'CommunityProfile',
  tableName: 'community_profiles',
  properties: {
    userId: p.string().primary(),
    pseudonym: p.string().unique(),
    pseudonymChangedAt: p.datetime().nullable(),
    showBadge: p.boolean(),
    suspendedUntil: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type CommunityProfileRow = InferEntity<typeof CommunityProfileSchema>;

/**
 * A forum thread. Its opening post is the post with the thread's own id; `status` follows that
 * post's. `replyCount` counts the replies that are not waiting for review; `lastActivityAt` is
 * the latest published reply's (the list's order).
 */
export const ForumThreadSchema = defineEntity({
  name: 'ForumThread',
  tableName: 'forum_threads',
  properties: {
    id: p.string().primary(),
    category: p.string(),
    title: p.string(),
    /** Null for a chat room (category 'chat'), whose messages are its posts. */
    authorId: p.string().nullable(),
    status: p.string().$type<PostStatus>(),
    createdAt: p.datetime(),
    lastActivityAt: p.datetime(),
    replyCount: p.integer(),
  },
});
export type ForumThreadRow = InferEntity<typeof ForumThreadSchema>;

/**
 * A post: a thread's opening post or a reply. Removed posts keep their row (the thread still
 * reads "mensagem removida" in its place) with the text emptied; `removedBy` says whether the
 * author deleted it or a moderator hid it (a moderator may restore it: `hiddenText` keeps it).
 */
export const ForumPostSchema = defineEntity({
  name: 'ForumPost',
  tableName: 'forum_posts',
  properties: {
    id: p.string().primary(),
    threadId: p.string(),
    authorId: p.string(),
    status: p.string().$type<PostStatus>(),
    text: p.text().nullable(),
    hiddenText: p.text().nullable(),
    heldRule: p.string().$type<HeldRule>().nullable(),
    crisis: p.boolean(),
    createdAt: p.datetime(),
    editedAt: p.datetime().nullable(),
    removedAt: p.datetime().nullable(),
    removedBy: p.string().$type<'author' | 'moderator'>().nullable(),
    apoioCount: p.integer(),
    reviewedAt: p.datetime().nullable(),
  },
});
export type ForumPostRow = InferEntity<typeof ForumPostSchema>;

/** One "apoio" of one member on one post (one each, can be taken back). */
export const ForumApoioSchema = defineEntity({
  name: 'ForumApoio',
  tableName: 'forum_apoios',
  properties: {
    postId: p.string().primary(),
    userId: p.string().primary(),
    createdAt: p.datetime(),
  },
});

/** A member's report of a post, for the moderators' queue. */
export const ForumReportSchema = defineEntity({
  name: 'ForumReport',
  tableName: 'forum_reports',
  properties: {
    id: p.string().primary(),
    postId: p.string(),
    reporterId: p.string(),
    reason: p.text(),
    createdAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
  },
});
export type ForumReportRow = InferEntity<typeof ForumReportSchema>;

export type ModerationAction = 'hide' | 'restore' | 'suspend';

/** Every moderation action, with who took it and when (issue 12). */
export const ModerationActionSchema = defineEntity({
  name: 'ModerationAction',
  tableName: 'moderation_actions',
  properties: {
    id: p.string().primary(),
    actorId: p.string().nullable(),
    actorLabel: p.string(),
    action: p.string().$type<ModerationAction>(),
    postId: p.string().nullable(),
    memberId: p.string().nullable(),
    days: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});
export type ModerationActionRow = InferEntity<typeof ModerationActionSchema>;
