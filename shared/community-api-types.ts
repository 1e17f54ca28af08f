import type { HeldRule } from './domain/community-safety';

/**
 * What the community's API answers (issue 12). Anonymity is in the types: an author is a
 * pseudonym and, for an approved psychologist who chose it, a badge with their public name;
 * whether a post is the caller's own is `isMine`. No account id, e-mail or name of a member
 * is ever part of these.
 */

export interface CommunityAuthorDto {
  /** "Ipê Sereno 214"; for a psychologist who chose to show the badge, their public name. */
  displayName: string;
  /** "Psicólogo(a) · CRP verificado": only an approved psychologist, only when they chose it. */
  badge: 'psychologist' | null;
}

/**
 * `published`: everyone sees it. `held`: waiting for a moderator (shown to its author only, with
 * the reason). `removed`: deleted by its author or hidden by a moderator ("mensagem removida").
 */
export type PostStatus = 'published' | 'held' | 'removed';

export interface ForumPostDto {
  id: string;
  threadId: string;
  author: CommunityAuthorDto;
  isMine: boolean;
  status: PostStatus;
  /** Null once removed. Plain text: the app shows it as text, never as HTML. */
  text: string | null;
  /** Why it waits for review (to its author only). */
  heldRule: HeldRule | null;
  createdAt: string;
  editedAt: string | null;
  /** Until when its author may still edit it (15 minutes after publishing); null when not theirs. */
  editableUntil: string | null;
  apoioCount: number;
  /** The caller gave this post an "apoio". */
  apoiado: boolean;
}

/** A chat message (issue 12): the same pseudonyms, statuses and safety rules as the forum's posts. */
export interface ChatMessageDto {
  id: string;
  /** The room's key ('geral', 'madrugada', 'familiares'). */
  room: string;
  author: CommunityAuthorDto;
  isMine: boolean;
  status: PostStatus;
  /** Null once removed. Plain text: the app shows it as text, never as HTML. */
  text: string | null;
  /** Why it waits for review (to its author only). */
  heldRule: HeldRule | null;
  createdAt: string;
}

/** A page of a room's history, oldest first; `olderCursor` reads the page before it. */
export interface ChatHistoryResponse {
  messages: ChatMessageDto[];
  olderCursor: string | null;
}

/** The answer to a message sent: the message as stored, and whether its text signals crisis. */
export interface ChatWriteResponse {
  message: ChatMessageDto;
  crisis: boolean;
}

export interface ForumThreadSummaryDto {
  id: string;
  category: string;
  title: string;
  author: CommunityAuthorDto;
  isMine: boolean;
  status: PostStatus;
  createdAt: string;
  lastActivityAt: string;
  replyCount: number;
  apoioCount: number;
}

export interface ForumThreadListResponse {
  threads: ForumThreadSummaryDto[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

export interface ForumThreadResponse {
  thread: ForumThreadSummaryDto;
  /** The opening post, then replies oldest first; paged by `nextCursor`. */
  posts: ForumPostDto[];
  nextCursor: string | null;
}

/** The answer to a new thread or reply: the post, and whether its author should see the crisis card. */
export interface ForumWriteResponse {
  post: ForumPostDto;
  thread: ForumThreadSummaryDto;
  crisis: boolean;
}

export interface ForumCategoryDto {
  key: string;
  title: string;
  description: string;
  threadCount: number;
}

export interface CommunityMeDto {
  pseudonym: string;
  /** An approved psychologist may show their name with the verified badge instead. */
  canShowBadge: boolean;
  showBadge: boolean;
  /** Posting is paused by moderation until then (reading stays open). */
  suspendedUntil: string | null;
}

export interface ApoioResponse {
  apoioCount: number;
  apoiado: boolean;
}

/** One post waiting for a moderator (/admin/moderation); authors by pseudonym only. */
export interface ModerationQueueItemDto {
  postId: string;
  threadId: string;
  /** The forum thread's title, or the chat room's name for a chat message. */
  threadTitle: string;
  /** The chat room's key for a chat message; null for a forum post. */
  room: string | null;
  pseudonym: string;
  status: PostStatus;
  text: string | null;
  heldRule: HeldRule | null;
  crisis: boolean;
  reports: { reason: string; createdAt: string }[];
  createdAt: string;
}

export interface ModerationLogEntryDto {
  action: 'hide' | 'restore' | 'suspend';
  /** Who acted: a staff member's e-mail, or 'suporte (CLI)'. */
  actor: string;
  postId: string | null;
  /** The suspended member's pseudonym. */
  member: string | null;
  days: number | null;
  createdAt: string;
}

export interface ModerationDto {
  queue: ModerationQueueItemDto[];
  log: ModerationLogEntryDto[];
}
