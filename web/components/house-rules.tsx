import './house-rules.css';
import { houseRulesTexts as t } from '../../shared/texts/house-rules.texts';
import { useSiteInfo } from '../lib/use-site-info';

/**
 * The community's agreements, and the messaging group's link when the operator set one
 * (`COMMUNITY_GROUP_URL`): on the forum, the chat and the landing page.
 */
export function HouseRules({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const group = useSiteInfo()?.links.communityGroup;
  const Heading = `h${headingLevel}` as const;
  return (
    <aside className="house-rules card" aria-labelledby="house-rules-title">
      <Heading id="house-rules-title">{t.title}</Heading>
      <ul>
        {t.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {group && (
        <p>
          {t.groupText}{' '}
          <a className="btn btn-secondary" href={group} target="_blank" rel="noopener noreferrer">
            {t.groupLink}
          </a>
        </p>
      )}
    </aside>
  );
}
