import { MessageCircleHeart } from 'lucide-react';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { useSiteInfo } from '../../lib/use-site-info';

/** The community's agreements, and the messaging group's link when the operator set one. */
export function HouseRules() {
  const group = useSiteInfo()?.links.communityGroup;
  return (
    <aside className="forum-rules card" aria-labelledby="forum-rules-title">
      <h2 id="forum-rules-title">{t.houseRulesTitle}</h2>
      <ul>
        {t.houseRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {group && (
        <p>
          {t.groupText}{' '}
          <a className="btn btn-secondary" href={group} target="_blank" rel="noopener noreferrer">
            <MessageCircleHeart size={18} aria-hidden="true" /> {t.groupLink}
          </a>
        </p>
      )}
    </aside>
  );
}
