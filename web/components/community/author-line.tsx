import './community-parts.css';
import { BadgeCheck } from 'lucide-react';
import type { CommunityAuthorDto } from '../../../shared/community-api-types';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { formatPostTime } from './post-time';

interface AuthorLineProps {
  author: CommunityAuthorDto;
  isMine: boolean;
  createdAt: string;
  edited?: boolean;
}

/** "Ipê Sereno 214 (você) · há 5 min", with the verified badge for a psychologist who chose it. */
export function AuthorLine({ author, isMine, createdAt, edited }: AuthorLineProps) {
  return (
    <p className="forum-author">
      <span className="forum-author-name">{author.displayName}</span>
      {isMine && <span className="muted"> ({t.mine})</span>}
      {author.badge === 'psychologist' && (
        <span className="forum-badge">
          <BadgeCheck size={14} aria-hidden="true" /> {t.psychologistBadge}
        </span>
      )}
      <span className="muted">
        {' · '}
        <time dateTime={createdAt}>{formatPostTime(createdAt)}</time>
        {edited && ` · ${t.editedMark}`}
      </span>
    </p>
  );
}
