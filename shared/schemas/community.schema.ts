import * as v from 'valibot';
import { CHAT_MESSAGE_MAX } from '../chat';
import {
  isForumCategory,
  POST_TEXT_MAX,
  POST_TEXT_MIN,
  THREAD_TITLE_MAX,
  THREAD_TITLE_MIN,
} from '../domain/community';
import { forumValidationTexts as t } from '../texts/community.texts';
import { hasVisibleText, storableMultilineText, storableText, uuidText } from './text';

export const REPORT_REASON_MAX = 500;

/** A post's text: plain text, storable, trimmed, 1–5,000 characters with something visible. */
const postText = v.pipe(
  v.string(t.textRequired),
  storableMultilineText(),
  v.trim(),
  v.minLength(POST_TEXT_MIN, t.textRequired),
  v.maxLength(POST_TEXT_MAX, t.textTooLong),
  v.check((s: string) => hasVisibleText(s), t.textRequired),
);

/** A new thread; `id` is made by the client, so publishing it again (offline replay) stores one. */
export const newThreadSchema = v.object(
  {
    id: uuidText(t.idInvalid),
    category: v.pipe(
      v.string(t.categoryInvalid),
      storableText(),
      v.maxLength(40, t.categoryInvalid),
      v.check(isForumCategory, t.categoryInvalid),
    ),
    title: v.pipe(
      v.string(t.titleTooShort),
      storableText(),
      v.trim(),
      v.minLength(THREAD_TITLE_MIN, t.titleTooShort),
      v.maxLength(THREAD_TITLE_MAX, t.titleTooLong),
      v.check((s: string) => hasVisibleText(s, THREAD_TITLE_MIN), t.titleTooShort),
    ),
    text: postText,
  },
  t.idInvalid,
);
export type NewThreadInput = v.InferOutput<typeof newThreadSchema>;

export const replySchema = v.object({ id: uuidText(t.idInvalid), text: postText }, t.idInvalid);
export type ReplyInput = v.InferOutput<typeof replySchema>;

/**
 * A forum thread or reply written offline, as the sync engine pushes it (the `community-post`
 * kind): a reply names its thread; a new thread has `threadId: null` and its category and title.
 */
export const communityPostRecordSchema = v.union(
  [
    v.object({ ...newThreadSchema.entries, threadId: v.null(t.idInvalid) }, t.idInvalid),
    v.object({ ...replySchema.entries, threadId: uuidText(t.idInvalid) }, t.idInvalid),
  ],
  t.idInvalid,
);
export type CommunityPostRecord = v.InferOutput<typeof communityPostRecordSchema>;

/** A chat message; `id` is made by the client, so sending it again after reconnecting stores one. */
export const chatMessageSchema = v.object(
  {
    id: uuidText(t.idInvalid),
    text: v.pipe(
      v.string(t.textRequired),
      storableMultilineText(),
      v.trim(),
      v.minLength(POST_TEXT_MIN, t.textRequired),
      v.maxLength(CHAT_MESSAGE_MAX, t.chatTextTooLong),
      v.check((s: string) => hasVisibleText(s), t.textRequired),
    ),
  },
  t.idInvalid,
);
export type ChatMessageInput = v.InferOutput<typeof chatMessageSchema>;

export const editPostSchema = v.object({ text: postText }, t.idInvalid);

export const reportSchema = v.object(
  {
    reason: v.pipe(
      v.string(t.reasonRequired),
      storableMultilineText(),
      v.trim(),
      v.nonEmpty(t.reasonRequired),
      v.maxLength(REPORT_REASON_MAX, t.reasonTooLong),
    ),
  },
  t.idInvalid,
);

export const badgeSchema = v.object({ showBadge: v.boolean(t.idInvalid) }, t.idInvalid);

/** A suspension from posting, in whole days; 0 lifts it. */
export const suspendSchema = v.object(
  {
    days: v.pipe(
      v.number(t.daysInvalid),
      v.integer(t.daysInvalid),
      v.minValue(0, t.daysInvalid),
      v.maxValue(3650, t.daysInvalid),
    ),
  },
  t.daysInvalid,
);
