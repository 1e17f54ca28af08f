import { useEffect, useRef, useState } from 'react';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import type { OfflinePostInput } from '../../data/community-writes';
import type { LocalCommunityPost } from '../../data/db';
import { NetworkError } from '../../lib/api-client';
import { readStoredUser, useStoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';

/**
 * The signed-in member's forum posts written offline (issue 12) for one thread (`threadId`), or
 * their offline new threads (`null`): waiting, or refused with the server's reason. When one is
 * published (its row goes), `onPublished` runs so the page reads the server's copy. The data
 * layer loads on demand: a forum page read online costs nothing more. Psychologists do not sync,
 * so they post online only.
 */
export function useOfflinePosts(threadId: string | null, onPublished: () => void): LocalCommunityPost[] {
  const user = useStoredUser();
  const memberId = user && user.userType !== 'psychologist' ? user.id : null;
  const [rows, setRows] = useState<LocalCommunityPost[]>([]);
  const published = useRef(onPublished);
  published.current = onPublished;

  useEffect(() => {
    if (!memberId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    let pendingIds = new Set<string>();
    void import('../../data/community-writes').then((m) => {
      if (cancelled) return;
      stop = m.watchCommunityPosts(memberId, threadId, (next) => {
        const gone = [...pendingIds].some((id) => !next.some((row) => row.id === id));
        pendingIds = new Set(next.filter((row) => row.syncState === 'pending').map((row) => row.id));
        setRows(next);
        if (gone) published.current();
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [memberId, threadId]);

  return rows;
}

/** Whether a write failed for want of a connection (then it waits in the outbox instead). */
const isOffline = (error: unknown): boolean => error instanceof NetworkError || !navigator.onLine;

/**
 * A member's thread or reply that failed for want of a connection is kept on this device and
 * published when it returns (the `community-post` synced kind); true when it was kept. Anything
 * else (a refusal, a psychologist's post) is the caller's to show. Throws if the device could not
 * keep it.
 */
export async function keepIfOffline(error: unknown, input: OfflinePostInput): Promise<boolean> {
  const member = readStoredUser();
  if (!isOffline(error) || !member || member.userType === 'psychologist') return false;
  const { queueCommunityPost } = await import('../../data/community-writes');
  await queueCommunityPost(member.id, input);
  showToast({ title: t.savedOffline });
  return true;
}
