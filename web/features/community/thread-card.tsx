import { Link } from '@tanstack/react-router';
import { Heart, MessageCircle } from 'lucide-react';
import type { ForumThreadSummaryDto } from '../../../shared/community-api-types';
import { forumCategory } from '../../../shared/domain/community';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { AuthorLine } from '../../components/community/author-line';

const categoryTitle = (key: string) => forumCategory(key)?.title ?? key;

/** A conversation in the list: its title, category, who opened it, replies and "apoios". */
export function ThreadCard({ thread }: { thread: ForumThreadSummaryDto }) {
  return (
    <article className="forum-thread-card card">
      <p className="forum-category muted">
        {categoryTitle(thread.category)}
        {thread.status === 'held' && <span className="forum-held-tag"> · {t.heldBadge}</span>}
      </p>
      <h3>
        <Link to="/community/$threadId" params={{ threadId: thread.id }}>
          {thread.title}
        </Link>
      </h3>
      <AuthorLine author={thread.author} isMine={thread.isMine} createdAt={thread.createdAt} />
      <p className="forum-counts muted">
        <MessageCircle size={14} aria-hidden="true" /> {t.replies(thread.replyCount)}
        {'  '}
        <Heart size={14} aria-hidden="true" /> {t.apoios(thread.apoioCount)}
      </p>
    </article>
  );
}
