import './community.css';
import { Link, useRouterState } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type {
  ForumPostDto,
  ForumThreadResponse,
  ForumWriteResponse,
} from '../../../shared/community-api-types';
import { forumCategory } from '../../../shared/domain/community';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { CrisisCard } from '../../components/community/crisis-card';
import { ServerDataView } from '../../components/ui/server-data-view';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { forumApi } from './forum-api';
import { OfflineNote } from './offline-note';
import { OfflinePostCard } from './offline-post-card';
import { PostCard } from './post-card';
import { ReplyForm } from './reply-form';
import { withPostsAdded } from './thread-page-updates';
import { useOfflinePosts } from './use-offline-posts';
import { useThreadLive } from './use-thread-live';

/** Navigation state a new thread's page is opened with: its text asked for the crisis card. */
interface ThreadNavigationState {
  crisis?: boolean;
}

/**
 * /community/$threadId: a conversation, its replies oldest first, and the reply form; kept up to
 * date live while it is open (use-thread-live.ts).
 */
export function ThreadPage({ threadId }: { threadId: string }) {
  const opened = useRouterState({
    select: (s) => (s.location.state as ThreadNavigationState).crisis === true,
  });
  const [crisis, setCrisis] = useState(opened);
  const { state, reload, replace } = useServerData(`thread:${threadId}`, () => forumApi.thread(threadId));
  const title = state.status === 'ready' ? state.data.thread.title || t.removedThread : t.title;
  usePageTitle(title);
  useThreadLive(threadId, state.status === 'ready' ? state.data : null, replace);
  // Replies written offline wait here; once published, the thread is read again to show them.
  const offline = useOfflinePosts(threadId, reload);
  const [loadingMore, setLoadingMore] = useState(false);

  const updatePost = (post: ForumPostDto) =>
    replace((page) => ({ ...page, posts: page.posts.map((p) => (p.id === post.id ? post : p)) }));
  const replied = (answer: ForumWriteResponse) => {
    replace((page) => ({ ...withPostsAdded(page, [answer.post]), thread: answer.thread }));
    if (answer.crisis) setCrisis(true);
  };
  const loadMore = async (page: ForumThreadResponse) => {
    if (!page.nextCursor) return;
    setLoadingMore(true);
    try {
      const more = await forumApi.thread(threadId, page.nextCursor);
      replace((current) => ({ ...withPostsAdded(current, more.posts), nextCursor: more.nextCursor }));
    } catch (error) {
      showToast({ title: failureMessage(error), variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="container page page-narrow community-page" aria-labelledby="page-title">
      <Link to="/community" className="forum-back">
        <ArrowLeft size={16} aria-hidden="true" /> {t.back}
      </Link>
      <OfflineNote />
      {crisis && <CrisisCard onClose={() => setCrisis(false)} />}
      <ServerDataView state={state} onRetry={reload} loadingLabel={t.threadLoading} what={t.threadWhat}>
        {(page) => (
          <>
            <p className="forum-category muted">{forumCategory(page.thread.category)?.title}</p>
            <h1 id="page-title">{page.thread.title || t.removedThread}</h1>
            <ol className="forum-posts">
              {page.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} onChange={updatePost} />
                </li>
              ))}
              {offline
                .filter((post) => !page.posts.some((p) => p.id === post.id))
                .map((post) => (
                  <li key={post.id}>
                    <OfflinePostCard post={post} />
                  </li>
                ))}
            </ol>
            {page.nextCursor && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => loadMore(page)}
                disabled={loadingMore}
              >
                {loadingMore ? 'Carregando…' : t.loadMore}
              </button>
            )}
            {page.thread.status !== 'removed' && !page.nextCursor && (
              <ReplyForm threadId={threadId} onPublished={replied} />
            )}
          </>
        )}
      </ServerDataView>
    </section>
  );
}
