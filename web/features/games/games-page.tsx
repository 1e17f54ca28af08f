import './games.css';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { GAME_IDS, type GameId } from '../../../shared/domain/games/activities';
import { activityTexts, gamesTexts as t } from '../../../shared/texts/games.texts';
import { CrisisLines } from '../../components/crisis-lines';
import { useHydrated } from '../../lib/use-hydrated';
import { usePageTitle } from '../../lib/use-page-title';
import { ACTIVITY_ICONS } from './activity-icons';
import { preloadActivity } from './activity-loaders';
import { ActivityView } from './activity-view';

/**
 * /jogos, "Para a vontade passar" (issue 14): the help lines first, then calm activities to do
 * while an urge passes: surfing the urge, breathing, memory pairs and a sliding puzzle. Public and
 * offline: the hub is prerendered (its first screen paints before any script), and each activity's
 * code is its own precached chunk. The activity is in the address (`?jogo=`), so the phone's back
 * button returns to the hub. While React takes over the prerendered hub, the hub is drawn.
 */
export function GamesPage({ game }: { game?: GameId }) {
  const hydrated = useHydrated();
  const active = hydrated ? game : undefined;
  usePageTitle(active ? activityTexts[active].name : t.title);

  return (
    <section className="container page games-page" aria-labelledby="page-title">
      {active ? <ActivityView key={active} id={active} /> : <Hub />}
    </section>
  );
}

function Hub() {
  return (
    <>
      <header className="games-header">
        <h1 id="page-title">{t.title}</h1>
        <p className="games-lead">{t.lead}</p>
      </header>
      <aside className="games-help" aria-label="Ajuda agora">
        <p>{t.helpFirst}</p>
        <CrisisLines />
      </aside>
      <h2 className="games-choose">{t.chooseTitle}</h2>
      <ul className="games-list">
        {GAME_IDS.map((id) => {
          const Icon = ACTIVITY_ICONS[id];
          const text = activityTexts[id];
          return (
            <li key={id}>
              <Link
                to="/jogos"
                search={{ jogo: id }}
                className="card game-card"
                onPointerDown={() => preloadActivity(id)}
                onFocus={() => preloadActivity(id)}
              >
                <Icon size={28} aria-hidden="true" className="game-card-icon" />
                <span className="game-card-text">
                  <strong>{text.name}</strong>
                  <span>{text.summary}</span>
                  <small className="muted">{text.duration}</small>
                </span>
                <ChevronRight size={20} aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="games-note muted">{t.noGambling}</p>
    </>
  );
}
