import type { Color, PieceSymbol, Square } from 'chess.js';
import { type KeyboardEvent, memo } from 'react';
import { PIECE_GLYPHS } from './chess-pieces';

export interface ChessSquareProps {
  square: Square;
  label: string;
  className: string;
  focusable: boolean;
  selected: boolean;
  /** The piece on the square, as plain values (chess.js returns a new object on every read). */
  pieceType: PieceSymbol | undefined;
  pieceColor: Color | undefined;
  showRank: boolean;
  showFile: boolean;
  /** Stable handlers (the board passes the same functions on every render). */
  onActivate: (square: Square) => void;
  onFocusSquare: (square: Square) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>) => void;
  register: (square: Square, element: HTMLTableCellElement | null) => void;
}

/**
 * One square of the board. Memoised on plain props: a move redraws the few squares it changed,
 * not all 64 (on a slow phone, a full board's redraw was most of the main thread's work per move).
 */
export const ChessSquare = memo(function ChessSquare(props: ChessSquareProps) {
  const { square, pieceType, pieceColor, onActivate, onFocusSquare, register } = props;
  return (
    <td
      ref={(element) => register(square, element)}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the board's grid, chosen with Enter or a tap
      role="gridcell"
      tabIndex={props.focusable ? 0 : -1}
      aria-label={props.label}
      aria-selected={props.selected}
      data-square={square}
      className={props.className}
      onClick={() => onActivate(square)}
      onKeyDown={props.onKeyDown}
      onFocus={() => onFocusSquare(square)}
    >
      {pieceType && (
        <span className={`chess-piece chess-piece-${pieceColor}`} aria-hidden="true">
          {PIECE_GLYPHS[pieceType]}
        </span>
      )}
      {props.showRank && (
        <span className="chess-coord chess-rank" aria-hidden="true">
          {square[1]}
        </span>
      )}
      {props.showFile && (
        <span className="chess-coord chess-file" aria-hidden="true">
          {square[0]}
        </span>
      )}
    </td>
  );
});
