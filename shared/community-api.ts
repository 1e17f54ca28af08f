/** `?a=1&b=2` from the parameters that are set; '' when none is. */
function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) q.set(name, value);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The community's API paths (issue 12), apart from `api` so that only the community's pages
 * carry them: `api` is part of every page's first download.
 */
export const communityApi = {
  communityMe: '/api/community/me',
  communityPseudonym: '/api/community/me/pseudonym',
  communityBadge: '/api/community/me/badge',
  forumCategories: '/api/community/categories',
  forumThreads: (category?: string, cursor?: string) =>
    `/api/community/threads${query({ category, cursor })}`,
  forumNewThread: '/api/community/threads',
  forumThread: (threadId: string, cursor?: string) =>
    `/api/community/threads/${encodeURIComponent(threadId)}${query({ cursor })}`,
  forumReplies: (threadId: string) => `/api/community/threads/${encodeURIComponent(threadId)}/posts`,
  forumPost: (postId: string) => `/api/community/posts/${encodeURIComponent(postId)}`,
  forumApoio: (postId: string) => `/api/community/posts/${encodeURIComponent(postId)}/apoio`,
  forumReports: (postId: string) => `/api/community/posts/${encodeURIComponent(postId)}/reports`,
  /** A chat room's history (`before`: the cursor of an older page) and where a message is sent. */
  chatMessages: (room: string, before?: string) =>
    `/api/community/chat/rooms/${encodeURIComponent(room)}/messages${query({ before })}`,
  /** Staff: the moderation queue and log, and the actions on a post or its author. */
  moderation: '/api/admin/moderation',
  moderationHide: (postId: string) => `/api/admin/moderation/posts/${encodeURIComponent(postId)}/hide`,
  moderationRestore: (postId: string) => `/api/admin/moderation/posts/${encodeURIComponent(postId)}/restore`,
  moderationSuspend: (postId: string) =>
    `/api/admin/moderation/posts/${encodeURIComponent(postId)}/suspend-author`,
};
