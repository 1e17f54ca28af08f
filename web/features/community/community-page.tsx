import './community.css';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ForumThreadListResponse, ForumWriteResponse } from '../../../shared/community-api-types';
import { FORUM_CATEGORIES, forumCategory } from '../../../shared/domain/community';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { PseudonymCard } from '../../components/community/pseudonym-card';
import { HouseRules } from '../../components/house-rules';
import { ServerDataView } from '../../components/ui/server-data-view';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { forumApi } from './forum-api';
import { NewThreadForm } from './new-thread-form';
import { OfflineNote } from './offline-note';
import { OfflinePostCard } from './offline-post-card';
import { ThreadCard } from './thread-card';
import { useOfflinePosts } from './use-offline-posts';

/** /community: the forum's conversations by category and latest activity (issue 12). */
export function CommunityPage({ category }: { category?: string }) {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const { state, reload, replace } = useServerData(`threads:${category ?? ''}`, () =>
    forumApi.threads(category),
  );
  const [loadingMore, setLoadingMore] = useState(false);
  // New conversations written offline wait at the top; once published, the list is read again.
  const offline = useOfflinePosts(null, reload);

  const choose = (next?: string) =>
    void navigate({ to: '/community', search: next ? { category: next } : {} });
  const loadMore = async (page: ForumThreadListResponse) => {
    if (!page.nextCursor) return;
    setLoadingMore(true);
    try {
      const more = await forumApi.threads(category, page.nextCursor);
      replace((current) => ({ threads: [...current.threads, ...more.threads], nextCursor: more.nextCursor }));
    } catch (error) {
      showToast({ title: failureMessage(error), variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  };
  const published = (answer: ForumWriteResponse) => {
    setComposing(false);
    void navigate({
      to: '/community/$threadId',
      params: { threadId: answer.thread.id },
      state: { crisis: answer.crisis } as never,
    });
  };

  return (
    <section className="container page page-narrow community-page" aria-labelledby="page-title">
      <h1 id="page-title">{t.title}</h1>
      <p className="page-intro muted">{t.intro}</p>
      <OfflineNote />
      <PseudonymCard />
      <nav className="chip-row" aria-label={t.categoriesLabel}>
        <button type="button" className="chip" aria-pressed={!category} onClick={() => choose()}>
          {t.allCategories}
        </button>
        {FORUM_CATEGORIES.map((c) => (
          <button
            key={c.key}
            type="button"
            className="chip"
            aria-pressed={category === c.key}
            onClick={() => choose(c.key)}
          >
            {c.title}
          </button>
        ))}
      </nav>
      {category && <p className="muted">{forumCategory(category)?.description}</p>}
      {composing ? (
        <NewThreadForm category={category} onPublished={published} onCancel={() => setComposing(false)} />
      ) : (
        <button type="button" className="btn btn-primary forum-new" onClick={() => setComposing(true)}>
          {t.newThread}
        </button>
      )}
      {offline.length > 0 && (
        <ul className="forum-thread-list" aria-label={t.waiting}>
          {offline.map((post) => (
            <li key={post.id}>
              <OfflinePostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <ServerDataView state={state} onRetry={reload} loadingLabel={t.loading} what={t.what}>
        {(page) =>
          page.threads.length === 0 ? (
            <p className="card forum-empty">{t.emptyCategory}</p>
          ) : (
            <>
              <ul className="forum-thread-list">
                {page.threads.map((thread) => (
                  <li key={thread.id}>
                    <ThreadCard thread={thread} />
                  </li>
                ))}
              </ul>
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
            </>
          )
        }
      </ServerDataView>
      <HouseRules />
    </section>
  );
}
