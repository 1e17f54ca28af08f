import { CloudOff } from 'lucide-react';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import type { LocalCommunityPost } from '../../data/db';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';

/**
 * A thread or reply written offline (issue 12): "Aguardando conexão" until the sync engine
 * publishes it; refused, the server's reason and the text, which its author may discard.
 */
export function OfflinePostCard({ post }: { post: LocalCommunityPost }) {
  const waiting = post.syncState === 'pending';
  const discard = () =>
    import('../../data/community-writes')
      .then((m) => m.discardCommunityPost(post.id))
      .catch((error: unknown) => showToast({ title: failureMessage(error), variant: 'destructive' }));
  return (
    <article className="forum-post forum-post-offline card" aria-label={waiting ? t.waiting : t.notPublished}>
      <p className="forum-offline-state" role="status">
        <CloudOff size={16} aria-hidden="true" /> <strong>{waiting ? t.waiting : t.notPublished}</strong>
        {' · '}
        {waiting ? t.waitingHint : post.syncMessage}
      </p>
      {post.title && <h2 className="forum-offline-title">{post.title}</h2>}
      <p className="forum-text">{post.text}</p>
      {!waiting && (
        <button type="button" className="btn btn-ghost" onClick={discard}>
          {t.discard}
        </button>
      )}
    </article>
  );
}
