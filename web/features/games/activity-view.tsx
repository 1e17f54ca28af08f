import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameId } from '../../../shared/domain/games/activities';
import { activityTexts, gamesTexts as t } from '../../../shared/texts/games.texts';
import { CrisisLines } from '../../components/crisis-lines';
import { useOnDemandModule } from '../../lib/on-demand-module';
import { ACTIVITY_MODULES } from './activity-loaders';
import { trackGame } from './game-events';
import { UrgeCheck } from './urge-check';

/**
 * One activity of the hub, on /jogos?jogo=<id>: its heading, the activity (its own chunk), "A
 * vontade passou?" once it ends, and the help lines at the foot.
 */
export function ActivityView({ id }: { id: GameId }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [ended, setEnded] = useState(false);
  const onFailure = useCallback(() => setFailed(true), []);
  const Activity = useOnDemandModule(ACTIVITY_MODULES[id], !failed, onFailure);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening an activity is a page change: its heading takes focus. (The hub keys this view by
  // activity, so another activity starts afresh.)
  useEffect(() => heading.current?.focus(), []);

  const onStart = useCallback(() => {
    setEnded(false);
    trackGame('game_started', id);
  }, [id]);
  const onEnd = useCallback(
    (completed: boolean) => {
      setEnded(true);
      if (completed) trackGame('game_played', id);
    },
    [id],
  );

  return (
    <>
      <Link to="/jogos" className="games-back">
        <ArrowLeft size={18} aria-hidden="true" /> {t.back}
      </Link>
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {activityTexts[id].name}
      </h1>
      <div className="games-activity" data-activity={id} key={`${id}-${attempt}`}>
        {Activity ? (
          <Activity onStart={onStart} onEnd={onEnd} />
        ) : failed ? (
          <div className="games-failed" role="alert">
            <p>{t.loadFailed}</p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t.retry}
            </button>
          </div>
        ) : (
          <p className="games-loading muted">{t.loading}</p>
        )}
      </div>
      {ended && <UrgeCheck current={id} />}
      <aside className="games-help" aria-label="Ajuda agora">
        <p>{t.helpFirst}</p>
        <CrisisLines />
      </aside>
    </>
  );
}
