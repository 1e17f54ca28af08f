import { liveQuery } from 'dexie';
import { db, type LocalCommunityPost } from './db';
import { writeWithOutbox } from './outbox-writes';
import { discardRejected } from './rejected-records';

export type OfflinePostInput = Pick<LocalCommunityPost, 'id' | 'threadId' | 'category' | 'title' | 'text'>;

/**
 * Keeps a forum thread or reply written offline (issue 12) with its outbox row, in one
 * transaction, and asks the sync engine to send it: it is published once (its id is the one the
 * form made) when the connection returns, by the page or by the worker with the page closed.
 */
export async function queueCommunityPost(
  userId: string,
  input: OfflinePostInput,
): Promise<LocalCommunityPost> {
  const row: LocalCommunityPost = {
    ...input,
    userId,
    createdAt: new Date().toISOString(),
    syncState: 'pending',
    syncMessage: null,
  };
  await writeWithOutbox('community-post', row, db.communityPosts, () => db.communityPosts.add(row));
  return row;
}

/** A refused post its author chose to drop (it never reached the server). */
export const discardCommunityPost = (id: string) => discardRejected('community-post', id);

/**
 * Calls `onChange` with the member's offline posts of one thread (`threadId`), or their offline
 * new threads (`null`), now and at every change, oldest first. Returns the unsubscribe.
 */
export function watchCommunityPosts(
  userId: string,
  threadId: string | null,
  onChange: (rows: LocalCommunityPost[]) => void,
): () => void {
  const subscription = liveQuery(async () => {
    const rows = await db.communityPosts.where('userId').equals(userId).toArray();
    return rows
      .filter((row) => row.threadId === threadId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }).subscribe({ next: onChange, error: (err: unknown) => console.error('offline posts', err) });
  return () => subscription.unsubscribe();
}
