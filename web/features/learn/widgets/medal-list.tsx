import '../../medals/medals.css';
import './widgets.css';
import { type CatalogueMedal, MEDALS, type MedalCategory } from '../../../../shared/domain/medals';
import { medalRuleText } from './medal-rule-text';

/** Each category's heading in the list (pt-BR). A new category fails the build until it has one. */
export const MEDAL_CATEGORY_TITLES: Record<MedalCategory, string> = {
  special: 'Para começar',
  streak: 'Dias sem apostar',
  savings: 'Dinheiro economizado',
  habit: 'Check-ins',
  courage: 'Coragem',
  community: 'Comunidade',
  learning: 'Cursos',
};

/** The catalogue grouped by category, categories in the order of their first medal. */
export function medalGroups(medals: readonly CatalogueMedal[] = MEDALS): [MedalCategory, CatalogueMedal[]][] {
  const groups = new Map<MedalCategory, CatalogueMedal[]>();
  for (const medal of medals) {
    const group = groups.get(medal.category);
    if (group) group.push(medal);
    else groups.set(medal.category, [medal]);
  }
  return [...groups];
}

/**
 * `::medal-list`: every medal of the catalogue (shared/domain/medals.ts) with what earns it, so the
 * medal-system guide never disagrees with the app. Pure render from static data: it draws the
 * same at build time (prerender) and in the browser. Category headings are `h3`: the list sits
 * inside a `##` section of the guide.
 */
export function MedalList() {
  return (
    <div className="medal-list">
      {medalGroups().map(([category, medals]) => (
        <section key={category} className="medal-list-group" aria-labelledby={`medal-list-${category}`}>
          <h3 id={`medal-list-${category}`} className="medal-list-heading">
            {MEDAL_CATEGORY_TITLES[category]}
          </h3>
          <ul className="medal-list-items">
            {medals.map((medal) => (
              <li key={medal.key} className="medal-list-item" data-medal-key={medal.key}>
                <span className="achievement-icon" aria-hidden="true">
                  {medal.icon}
                </span>
                <div className="medal-list-body">
                  <p className="medal-list-title">{medal.title}</p>
                  <p className="medal-list-description">{medal.description}</p>
                  <p className="medal-list-rule">
                    <span className="medal-list-rule-label">Como conquistar:</span>{' '}
                    {medalRuleText(medal.rule)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
