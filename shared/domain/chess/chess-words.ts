import type { Chess, Color, Move, PieceSymbol, Square } from 'chess.js';
import { chessPieceWords, chessTexts } from '../../texts/chess.texts';

/**
 * The game in pt-BR words, for screen readers and the status line: a square's label
 * ("e4, peão branco"), a move ("cavalo g8 para f6") and where the game stands.
 */

export const pieceName = (type: PieceSymbol, color: Color): string => {
  const word = chessPieceWords[type];
  const colour = color === 'w' ? (word.feminine ? 'branca' : 'branco') : word.feminine ? 'preta' : 'preto';
  return `${word.name} ${colour}`;
};

export function squareLabel(square: Square, piece: { type: PieceSymbol; color: Color } | undefined): string {
  return piece ? `${square}, ${pieceName(piece.type, piece.color)}` : `${square}, vazia`;
}

/** "peão e2 para e4", "bispo c4 captura cavalo em f7", "roque pequeno", with check or mate. */
export function describeMove(move: Move, after?: Chess): string {
  let words: string;
  if (move.isKingsideCastle()) words = 'roque pequeno';
  else if (move.isQueensideCastle()) words = 'roque grande';
  else {
    const piece = chessPieceWords[move.piece].name;
    words = move.captured
      ? `${piece} ${move.from} captura ${chessPieceWords[move.captured].name} em ${move.to}`
      : `${piece} ${move.from} para ${move.to}`;
    if (move.isEnPassant()) words += ' (en passant)';
    if (move.promotion) words += `, promovido a ${chessPieceWords[move.promotion].name}`;
  }
  if (after?.isCheckmate()) words += ', xeque-mate';
  else if (after?.inCheck()) words += ', xeque';
  return words;
}

export type GameOutcome = 'checkmate' | 'stalemate' | 'repetition' | 'insufficient' | 'fiftyMoves';

/** Why the game is over, or null while it goes on (chess.js's rules; one reason, the first that applies). */
export function gameOutcome(game: Chess): GameOutcome | null {
  if (game.isCheckmate()) return 'checkmate';
  if (game.isStalemate()) return 'stalemate';
  if (game.isInsufficientMaterial()) return 'insufficient';
  if (game.isThreefoldRepetition()) return 'repetition';
  if (game.isDrawByFiftyMoves()) return 'fiftyMoves';
  return null;
}

/** The status line for the person playing `player`. */
export function statusText(game: Chess, player: Color, thinking: boolean): string {
  const s = chessTexts.status;
  switch (gameOutcome(game)) {
    case 'checkmate':
      return game.turn() === player ? s.computerWon : s.youWon;
    case 'stalemate':
      return s.stalemate;
    case 'insufficient':
      return s.insufficient;
    case 'repetition':
      return s.repetition;
    case 'fiftyMoves':
      return s.fiftyMoves;
    default:
      if (thinking || game.turn() !== player) return s.thinking;
      return game.inCheck() ? s.check : s.yourTurn;
  }
}
