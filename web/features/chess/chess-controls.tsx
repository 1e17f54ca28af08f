import type { Color } from 'chess.js';
import { CHESS_LEVELS, type ChessLevel } from '../../../shared/domain/chess/engine-levels';
import { chessTexts as t } from '../../../shared/texts/chess.texts';

interface ChessControlsProps {
  color: Color;
  onColor: (color: Color) => void;
  level: ChessLevel;
  onLevel: (level: ChessLevel) => void;
  onNewGame: () => void;
  onUndo: () => void;
  canUndo: boolean;
}

/** New game and undo, the colour for the next game, and the computer's level (applies at once). */
export function ChessControls({
  color,
  onColor,
  level,
  onLevel,
  onNewGame,
  onUndo,
  canUndo,
}: ChessControlsProps) {
  return (
    <div className="chess-controls">
      <div className="chess-actions">
        <button type="button" className="btn btn-primary" onClick={onNewGame}>
          {t.newGame}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onUndo} disabled={!canUndo}>
          {t.undo}
        </button>
      </div>
      <fieldset className="chess-choice">
        <legend>{t.levelLegend}</legend>
        <div className="chess-segments">
          {CHESS_LEVELS.map((value) => (
            <label key={value} className="chess-segment">
              <input
                type="radio"
                name="chess-level"
                value={value}
                checked={level === value}
                onChange={() => onLevel(value)}
              />
              <span>{t.levels[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="chess-choice">
        <legend>{t.colorLegend}</legend>
        <div className="chess-segments">
          {(['w', 'b'] as const).map((value) => (
            <label key={value} className="chess-segment">
              <input
                type="radio"
                name="chess-color"
                value={value}
                checked={color === value}
                onChange={() => onColor(value)}
              />
              <span>{t.colors[value]}</span>
            </label>
          ))}
        </div>
        <p className="muted chess-note">{t.colorNextGame}</p>
      </fieldset>
    </div>
  );
}
