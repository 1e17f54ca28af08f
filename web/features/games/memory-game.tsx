import './memory-game.css';
import { Cloud, Feather, Flower2, Leaf, type LucideIcon, Moon, RotateCcw, Sun } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MEMORY_FACES, type MemoryFace } from '../../../shared/domain/games/activities';
import {
  type FlipOutcome,
  flipCard,
  isComplete,
  isFaceUp,
  type MemoryState,
  newMemoryGame,
  pairsFound,
} from '../../../shared/domain/games/memory-pairs';
import { gamesTexts, memoryFaceNames, memoryTexts as t } from '../../../shared/texts/games.texts';
import type { ActivityProps } from './activity-props';
import { useGridFocus } from './use-grid-focus';

const FACE_ICONS: Record<MemoryFace, LucideIcon> = {
  leaf: Leaf,
  sun: Sun,
  moon: Moon,
  cloud: Cloud,
  flower: Flower2,
  feather: Feather,
};
const COLUMNS = 4;
const TOTAL_PAIRS = MEMORY_FACES.length;

/** What the live region says after a touch. */
function announce(state: MemoryState<MemoryFace>, index: number, outcome: FlipOutcome): string {
  const face = memoryFaceNames[state.cards[index] as MemoryFace];
  if (outcome === 'opened') return t.opened(face);
  if (outcome === 'matched') {
    const found = pairsFound(state);
    return isComplete(state) ? t.done(state.moves) : t.matched(face, found, TOTAL_PAIRS);
  }
  if (outcome === 'mismatched') {
    const first = memoryFaceNames[state.cards[state.open[0] as number] as MemoryFace];
    return t.mismatched(first, face);
  }
  return '';
}

/**
 * Memory pairs: six pairs of calm drawings face down in a 4 × 3 grid. Two cards that do not match
 * stay face up until the next touch: no clock, no points, nothing to chase; only the count of
 * moves, shown calmly. Each card is a button named for what a sighted person sees; a polite live
 * region says what a touch turned up.
 */
export function MemoryGame({ onStart, onEnd }: ActivityProps) {
  const [game, setGame] = useState(() => newMemoryGame(MEMORY_FACES));
  const [message, setMessage] = useState('');
  const { cellProps } = useGridFocus(game.cards.length, COLUMNS);
  const touched = useRef(false);
  const done = isComplete(game);

  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (done) onEndRef.current(true);
  }, [done]);

  const flip = (index: number) => {
    const { state, outcome } = flipCard(game, index);
    if (outcome === 'ignored') return;
    if (!touched.current) {
      touched.current = true;
      onStart();
    }
    setGame(state);
    setMessage(announce(state, index, outcome));
  };

  const again = () => {
    touched.current = false;
    setGame(newMemoryGame(MEMORY_FACES));
    setMessage('');
  };

  return (
    <div className="memory-game" data-complete={done || undefined}>
      <p>{t.intro}</p>
      <p className="game-progress" data-moves={game.moves}>
        {t.progress(pairsFound(game), TOTAL_PAIRS, game.moves)}
      </p>
      <ul className="memory-grid" aria-label={t.boardLabel}>
        {game.cards.map((face, index) => {
          const up = isFaceUp(game, index);
          const paired = Boolean(game.matched[index]);
          const Icon = FACE_ICONS[face];
          const name = memoryFaceNames[face];
          const label = paired
            ? t.paired(index + 1, name)
            : up
              ? t.faceUp(index + 1, name)
              : t.faceDown(index + 1);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place on the table.
            <li key={index}>
              <button
                type="button"
                className="memory-card"
                data-state={paired ? 'paired' : up ? 'up' : 'down'}
                aria-label={label}
                aria-disabled={paired || undefined}
                onClick={() => flip(index)}
                {...cellProps(index)}
              >
                <span className="memory-card-face" aria-hidden="true">
                  {up && <Icon size={34} strokeWidth={1.75} />}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {message}
      </p>
      <p className="game-hint muted">{t.keyboardHint}</p>
      {done && (
        <div className="game-done">
          <p>
            <strong>{t.done(game.moves)}</strong>
          </p>
          <button type="button" className="btn btn-secondary" onClick={again}>
            <RotateCcw size={18} aria-hidden="true" /> {gamesTexts.playAgain}
          </button>
        </div>
      )}
    </div>
  );
}
