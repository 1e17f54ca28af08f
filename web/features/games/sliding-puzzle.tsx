import './sliding-puzzle.css';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PUZZLE_SIZE } from '../../../shared/domain/games/activities';
import {
  canMove,
  EMPTY,
  isSolved,
  moveTile,
  shuffleBoard,
  tilesInPlace,
} from '../../../shared/domain/games/sliding-puzzle';
import { gamesTexts, puzzleTexts as t } from '../../../shared/texts/games.texts';
import type { ActivityProps } from './activity-props';
import { useGridFocus } from './use-grid-focus';

const TILES = PUZZLE_SIZE * PUZZLE_SIZE - 1;

/**
 * The sliding puzzle, 3 × 3: numbers 1 to 8 and one empty place. The board is shuffled by legal
 * moves, so it can always be solved. A touch on a tile beside the empty place slides it; the
 * count of moves is shown calmly, with no clock. Each tile is a button named with its number, its
 * place and whether it can slide; a polite live region says each move. The board lies in
 * `data-board` for tests and tools.
 */
export function SlidingPuzzle({ onStart, onEnd }: ActivityProps) {
  const [board, setBoard] = useState(() => shuffleBoard(PUZZLE_SIZE));
  const [moves, setMoves] = useState(0);
  const [message, setMessage] = useState('');
  const { cellProps, moveFocus } = useGridFocus(board.length, PUZZLE_SIZE);
  const solved = isSolved(board);

  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (solved) onEndRef.current(true);
  }, [solved]);

  const slide = (index: number) => {
    if (solved) return;
    const tile = board[index] as number;
    if (tile === EMPTY) return;
    const next = moveTile(board, index);
    if (!next) {
      setMessage(t.cannotMove(tile));
      return;
    }
    if (moves === 0) onStart();
    // The tile's button is now where the empty place was: focus goes with it.
    moveFocus(board.indexOf(EMPTY));
    setBoard(next);
    setMoves(moves + 1);
    setMessage(isSolved(next) ? t.done(moves + 1) : t.moved(tile, tilesInPlace(next), TILES));
  };

  const again = () => {
    setBoard(shuffleBoard(PUZZLE_SIZE));
    setMoves(0);
    setMessage('');
  };

  return (
    <div className="sliding-puzzle" data-solved={solved || undefined}>
      <p>{t.intro}</p>
      <p className="game-progress" data-moves={moves}>
        {t.moves(moves)}
      </p>
      <ul className="puzzle-grid" aria-label={t.boardLabel} data-board={board.join(',')}>
        {board.map((tile, index) => {
          const row = Math.floor(index / PUZZLE_SIZE) + 1;
          const col = (index % PUZZLE_SIZE) + 1;
          const movable = !solved && canMove(board, index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place on the board; tiles change places.
            <li key={index}>
              {tile === EMPTY ? (
                <span className="puzzle-empty" role="img" aria-label={t.empty(row, col)} />
              ) : (
                <button
                  type="button"
                  className="puzzle-tile"
                  data-movable={movable || undefined}
                  data-in-place={tile === index + 1 || undefined}
                  aria-label={t.tile(tile, row, col, movable)}
                  onClick={() => slide(index)}
                  {...cellProps(index)}
                >
                  {tile}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {message}
      </p>
      <p className="game-hint muted">{t.keyboardHint}</p>
      {solved && (
        <div className="game-done">
          <p>
            <strong>{t.done(moves)}</strong>
          </p>
          <button type="button" className="btn btn-secondary" onClick={again}>
            <RotateCcw size={18} aria-hidden="true" /> {gamesTexts.playAgain}
          </button>
        </div>
      )}
    </div>
  );
}
