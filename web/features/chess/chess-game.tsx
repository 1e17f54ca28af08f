import type { Color } from 'chess.js';
import { useEffect, useState } from 'react';
import { statusText } from '../../../shared/domain/chess/chess-words';
import { chessTexts as t } from '../../../shared/texts/chess.texts';
import { ChessBoard } from './chess-board';
import { ChessControls } from './chess-controls';
import type { ChessEngine } from './engine-client';
import { useChessGame } from './use-chess-game';

/**
 * The game against the computer: status, board, controls. The colour chosen applies to the next
 * game; if the current one has not started, it starts over at once with that colour.
 */
export function ChessGame({ engine }: { engine: ChessEngine }) {
  const chess = useChessGame(engine);
  const [nextColor, setNextColor] = useState<Color>(chess.player);
  useEffect(() => setNextColor(chess.player), [chess.player]);
  const over = chess.game.isGameOver();
  const status = statusText(chess.game, chess.player, chess.thinking);

  const chooseColor = (color: Color) => {
    setNextColor(color);
    if (chess.game.history().length === 0 && color !== chess.player) chess.newGame(color);
  };

  return (
    <div className="chess-game">
      <p
        className={`chess-status${over ? ' chess-status-over' : ''}`}
        data-thinking={chess.thinking || undefined}
      >
        {status}
        {over && <span className="chess-status-again"> {t.status.playAgain}</span>}
      </p>
      <ChessBoard
        game={chess.game}
        orientation={chess.player}
        canMove={!chess.thinking && !over && chess.game.turn() === chess.player}
        lastMove={chess.lastMove}
        onMove={chess.play}
      />
      <p id="chess-board-help" className="muted chess-help">
        {t.boardHelp}
      </p>
      {/* Polite: the moves are read after whatever the person is doing. */}
      <p className="visually-hidden" aria-live="polite">
        {chess.announcement}
        {over ? ` ${status}` : chess.game.inCheck() && !chess.thinking ? ` ${status}` : ''}
      </p>
      <ChessControls
        color={nextColor}
        onColor={chooseColor}
        level={chess.level}
        onLevel={chess.setLevel}
        onNewGame={() => chess.newGame(nextColor)}
        onUndo={chess.undo}
        canUndo={chess.canUndo}
      />
    </div>
  );
}
