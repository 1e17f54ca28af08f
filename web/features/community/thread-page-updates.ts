import type { ForumPostDto, ForumThreadResponse } from '../../../shared/community-api-types';

/** The page with one post shown as removed; the opening post (the thread's id) takes the thread. */
export function withPostRemoved(page: ForumThreadResponse, postId: string): ForumThreadResponse {
  const posts = page.posts.map((post) =>
    post.id === postId
      ? { ...post, status: 'removed' as const, text: null, heldRule: null, editableUntil: null }
      : post,
  );
  const thread =
    postId === page.thread.id ? { ...page.thread, status: 'removed' as const, title: '' } : page.thread;
  return { ...page, thread, posts };
}

/**
 * The page with posts added at its end, each once: a post already shown (a live re-read may bring
 * a member's reply before the answer to its own request does) takes the newer copy in place.
 */
export function withPostsAdded(page: ForumThreadResponse, added: ForumPostDto[]): ForumThreadResponse {
  const byId = new Map(added.map((post) => [post.id, post]));
  const posts = page.posts.map((post) => byId.get(post.id) ?? post);
  const shown = new Set(page.posts.map((post) => post.id));
  return { ...page, posts: [...posts, ...added.filter((post) => !shown.has(post.id))] };
}
