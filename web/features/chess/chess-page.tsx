import './chess.css';
import { useEffect, useState } from 'react';
import { chessTexts as t } from '../../../shared/texts/chess.texts';
import { CrisisLines } from '../../components/crisis-lines';
import { usePageTitle } from '../../lib/use-page-title';
import { ChessGame } from './chess-game';
import { createWorkerEngine } from './engine-client';

/**
 * /chess (issue 14): a calm game of chess against the computer, for the moment of craving. No
 * points, coins or streaks. Everything runs on the device, offline; the game is kept on it.
 */
export function ChessPage() {
  usePageTitle(t.title);
  // One engine for the page's life.
  const [engine] = useState(createWorkerEngine);
  useEffect(() => {
    // The worker starts while the page is idle, so the first move does not wait for it.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => engine.warm());
    return () => engine.dispose();
  }, [engine]);

  return (
    <section className="container page chess-page" aria-labelledby="page-title">
      <header className="chess-header">
        <h1 id="page-title">{t.title}</h1>
        <p className="chess-lead">{t.intro}</p>
      </header>
      <ChessGame engine={engine} />
      <p className="muted chess-note">{t.savedNote}</p>
      <aside className="chess-help-now" aria-labelledby="chess-help-now-title">
        <p id="chess-help-now-title" className="chess-help-now-title">
          {t.helpNow}
        </p>
        <CrisisLines />
      </aside>
    </section>
  );
}
