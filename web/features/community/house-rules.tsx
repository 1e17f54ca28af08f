import { forumPageTexts as t } from '../../../shared/texts/community.texts';

/** The community's agreements, on /community (and, with the group link, on the landing page). */
export function HouseRules() {
  return (
    <aside className="forum-rules card" aria-labelledby="forum-rules-title">
      <h2 id="forum-rules-title">{t.houseRulesTitle}</h2>
      <ul>
        {t.houseRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </aside>
  );
}
