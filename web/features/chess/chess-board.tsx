import type { Chess, Color, Move, Square } from 'chess.js';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { squareLabel } from '../../../shared/domain/chess/chess-words';
import { chessTexts as t } from '../../../shared/texts/chess.texts';
import { ChessPromotion, type PromotionPiece } from './chess-promotion';
import { ChessSquare } from './chess-square';

const FILES = 'abcdefgh';

interface ChessBoardProps {
  game: Chess;
  /** The person's colour: their side is at the bottom. */
  orientation: Color;
  /** Whether the person may move now (their turn, the computer not thinking, the game on). */
  canMove: boolean;
  lastMove: Move | null;
  onMove: (from: Square, to: Square, promotion?: PromotionPiece) => boolean;
}

/** Row `row` and column `col` on screen (0 at the top left) to the square shown there. */
const squareAt = (row: number, col: number, orientation: Color): Square =>
  (orientation === 'w' ? `${FILES[col]}${8 - row}` : `${FILES[7 - col]}${row + 1}`) as Square;

/**
 * The board as an ARIA grid: tap (or Enter/Space on) one of your pieces to see where it can go,
 * then tap a highlighted square. Arrow keys move across the squares (one of them is in the tab
 * order), each named by its square and piece; while the computer thinks the board can still be
 * read and explored, only not moved on.
 */
export function ChessBoard({ game, orientation, canMove, lastMove, onMove }: ChessBoardProps) {
  const [selected, setSelected] = useState<Square | null>(null);
  const [focused, setFocused] = useState<Square>(orientation === 'w' ? 'e2' : 'e7');
  const [promotion, setPromotion] = useState<{ from: Square; to: Square } | null>(null);
  const cells = useRef(new Map<Square, HTMLTableCellElement>());

  const activeSelection = canMove && selected && game.get(selected)?.color === orientation ? selected : null;
  const targets = activeSelection ? game.moves({ square: activeSelection, verbose: true }) : [];
  const targetSquares = new Set(targets.map((move) => move.to));
  const checkedKing = game.inCheck() ? game.findPiece({ type: 'k', color: game.turn() })[0] : undefined;

  const activate = (square: Square) => {
    setFocused(square);
    if (!canMove) return;
    if (activeSelection && targetSquares.has(square)) {
      if (targets.some((move) => move.to === square && move.promotion)) {
        setPromotion({ from: activeSelection, to: square });
        return;
      }
      onMove(activeSelection, square);
      setSelected(null);
      return;
    }
    const piece = game.get(square);
    setSelected(piece?.color === orientation && square !== activeSelection ? square : null);
  };

  const moveFocus = (square: Square) => {
    setFocused(square);
    cells.current.get(square)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    const index = rowColOf(focused, orientation);
    let { row, col } = index;
    switch (event.key) {
      case 'ArrowUp':
        row = Math.max(0, row - 1);
        break;
      case 'ArrowDown':
        row = Math.min(7, row + 1);
        break;
      case 'ArrowLeft':
        col = Math.max(0, col - 1);
        break;
      case 'ArrowRight':
        col = Math.min(7, col + 1);
        break;
      case 'Home':
        col = 0;
        break;
      case 'End':
        col = 7;
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        activate(focused);
        return;
      case 'Escape':
        setSelected(null);
        return;
      default:
        return;
    }
    event.preventDefault();
    moveFocus(squareAt(row, col, orientation));
  };

  // Stable handlers for the memoised squares, calling this render's functions.
  const latest = useRef({ activate, onKeyDown });
  latest.current = { activate, onKeyDown };
  const onActivate = useCallback((square: Square) => latest.current.activate(square), []);
  const onCellKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableCellElement>) => latest.current.onKeyDown(event),
    [],
  );
  const register = useCallback((square: Square, element: HTMLTableCellElement | null) => {
    if (element) cells.current.set(square, element);
    else cells.current.delete(square);
  }, []);

  const rows = Array.from({ length: 8 }, (_, row) => row);
  return (
    <div className="chess-board-frame">
      <table
        className="chess-board"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA's data grid pattern, a table whose cells the arrow keys move across
        role="grid"
        aria-label={t.boardLabel}
        aria-describedby="chess-board-help"
      >
        <tbody className="chess-rows">
          {rows.map((row) => (
            <tr key={row} className="chess-row">
              {rows.map((col) => {
                const square = squareAt(row, col, orientation);
                const piece = game.get(square);
                const isTarget = targetSquares.has(square);
                const classes = [
                  'chess-square',
                  (row + col) % 2 ? 'chess-dark' : 'chess-light',
                  square === activeSelection && 'chess-selected',
                  isTarget && (piece ? 'chess-target-capture' : 'chess-target'),
                  lastMove && (square === lastMove.from || square === lastMove.to) && 'chess-last',
                  square === checkedKing && 'chess-check',
                ];
                let label = squareLabel(square, piece);
                if (square === activeSelection) label += ', selecionada';
                if (isTarget) label += ', destino possível';
                if (lastMove && square === lastMove.to) label += ', último lance';
                return (
                  <ChessSquare
                    key={square}
                    square={square}
                    label={label}
                    className={classes.filter(Boolean).join(' ')}
                    focusable={square === focused}
                    selected={square === activeSelection}
                    pieceType={piece?.type}
                    pieceColor={piece?.color}
                    showRank={col === 0}
                    showFile={row === 7}
                    onActivate={onActivate}
                    onFocusSquare={setFocused}
                    onKeyDown={onCellKeyDown}
                    register={register}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {promotion && (
        <ChessPromotion
          color={orientation}
          onChoose={(piece) => {
            onMove(promotion.from, promotion.to, piece);
            setPromotion(null);
            setSelected(null);
            moveFocus(promotion.to);
          }}
          onCancel={() => {
            setPromotion(null);
            moveFocus(promotion.to);
          }}
        />
      )}
    </div>
  );
}

function rowColOf(square: Square, orientation: Color): { row: number; col: number } {
  const file = FILES.indexOf(square[0]!);
  const rank = Number(square[1]);
  return orientation === 'w' ? { row: 8 - rank, col: file } : { row: rank - 1, col: 7 - file };
}
