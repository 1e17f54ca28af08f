import type { Color } from 'chess.js';
import { useEffect, useRef } from 'react';
import { chessPieceWords, chessTexts as t } from '../../../shared/texts/chess.texts';
import { PIECE_GLYPHS } from './chess-pieces';

export type PromotionPiece = 'q' | 'r' | 'b' | 'n';
const CHOICES: PromotionPiece[] = ['q', 'r', 'b', 'n'];

/** The four pieces a pawn may become, over the board; the queen has the focus, Escape cancels. */
export function ChessPromotion({
  color,
  onChoose,
  onCancel,
}: {
  color: Color;
  onChoose: (piece: PromotionPiece) => void;
  onCancel: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset
      className="chess-promotion card"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <legend className="chess-promotion-title">{t.promotionTitle}</legend>
      <div className="chess-promotion-choices">
        {CHOICES.map((piece, i) => (
          <button
            key={piece}
            ref={i === 0 ? first : undefined}
            type="button"
            className="btn btn-secondary chess-promotion-choice"
            onClick={() => onChoose(piece)}
          >
            <span className={`chess-piece chess-piece-${color}`} aria-hidden="true">
              {PIECE_GLYPHS[piece]}
            </span>
            {chessPieceWords[piece].name}
          </button>
        ))}
      </div>
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        {t.cancel}
      </button>
    </fieldset>
  );
}
