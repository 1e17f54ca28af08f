import { BISHOP, BLACK, type EngineBoard, KNIGHT, QUEEN, ROOK } from './engine-board';

/**
 * Static evaluation in centipawns from the side to move's view: material and piece-square tables
 * (Tomasz Michniewski's "simplified evaluation function"), blended between the middlegame and the
 * endgame by the material left, so the king comes out and pawns run once the queens are gone.
 */

export const PIECE_VALUE = [0, 100, 320, 330, 500, 900, 20000];

// Tables as printed from white's side: first row is rank 8, last row rank 1.
const PAWN_MG = [
  0, 0, 0, 0, 0, 0, 0, 0, 50, 50, 50, 50, 50, 50, 50, 50, 10, 10, 20, 30, 30, 20, 10, 10, 5, 5, 10, 25, 25,
  10, 5, 5, 0, 0, 0, 20, 20, 0, 0, 0, 5, -5, -10, 0, 0, -10, -5, 5, 5, 10, 10, -20, -20, 10, 10, 5, 0, 0, 0,
  0, 0, 0, 0, 0,
];
const PAWN_EG = [
  0, 0, 0, 0, 0, 0, 0, 0, 90, 90, 90, 90, 90, 90, 90, 90, 55, 55, 55, 55, 55, 55, 55, 55, 30, 30, 30, 30, 30,
  30, 30, 30, 15, 15, 15, 15, 15, 15, 15, 15, 5, 5, 5, 5, 5, 5, 5, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0,
];
const KNIGHT_TABLE = [
  -50, -40, -30, -30, -30, -30, -40, -50, -40, -20, 0, 0, 0, 0, -20, -40, -30, 0, 10, 15, 15, 10, 0, -30, -30,
  5, 15, 20, 20, 15, 5, -30, -30, 0, 15, 20, 20, 15, 0, -30, -30, 5, 10, 15, 15, 10, 5, -30, -40, -20, 0, 5,
  5, 0, -20, -40, -50, -40, -30, -30, -30, -30, -40, -50,
];
const BISHOP_TABLE = [
  -20, -10, -10, -10, -10, -10, -10, -20, -10, 0, 0, 0, 0, 0, 0, -10, -10, 0, 5, 10, 10, 5, 0, -10, -10, 5, 5,
  10, 10, 5, 5, -10, -10, 0, 10, 10, 10, 10, 0, -10, -10, 10, 10, 10, 10, 10, 10, -10, -10, 5, 0, 0, 0, 0, 5,
  -10, -20, -10, -10, -10, -10, -10, -10, -20,
];
const ROOK_TABLE = [
  0, 0, 0, 0, 0, 0, 0, 0, 5, 10, 10, 10, 10, 10, 10, 5, -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5,
  -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 5, 5, 0, 0, 0,
];
const QUEEN_TABLE = [
  -20, -10, -10, -5, -5, -10, -10, -20, -10, 0, 0, 0, 0, 0, 0, -10, -10, 0, 5, 5, 5, 5, 0, -10, -5, 0, 5, 5,
  5, 5, 0, -5, 0, 0, 5, 5, 5, 5, 0, -5, -10, 5, 5, 5, 5, 5, 0, -10, -10, 0, 5, 0, 0, 0, 0, -10, -20, -10, -10,
  -5, -5, -10, -10, -20,
];
const KING_MG = [
  -30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50,
  -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30, -20, -30, -30, -40, -40, -30, -30, -20, -10, -20,
  -20, -20, -20, -20, -20, -10, 20, 20, 0, 0, 0, 0, 20, 20, 20, 30, 10, 0, 0, 10, 30, 20,
];
const KING_EG = [
  -50, -40, -30, -20, -20, -30, -40, -50, -30, -20, -10, 0, 0, -10, -20, -30, -30, -10, 20, 30, 30, 20, -10,
  -30, -30, -10, 30, 40, 40, 30, -10, -30, -30, -10, 30, 40, 40, 30, -10, -30, -30, -10, 20, 30, 30, 20, -10,
  -30, -30, -30, 0, 0, 0, 0, -30, -30, -50, -30, -30, -30, -30, -30, -30, -50,
];

const MG = [[], PAWN_MG, KNIGHT_TABLE, BISHOP_TABLE, ROOK_TABLE, QUEEN_TABLE, KING_MG];
const EG = [[], PAWN_EG, KNIGHT_TABLE, BISHOP_TABLE, ROOK_TABLE, QUEEN_TABLE, KING_EG];
/** How much each piece counts toward "still a middlegame" (24 with every piece on the board). */
const PHASE = [0, 0, 1, 1, 2, 4, 0];

/** Index into a table for a piece of the given colour on an 0x88 square. */
const tableIndex = (sq: number, black: boolean): number =>
  (black ? (sq >> 4) * 8 : (7 - (sq >> 4)) * 8) + (sq & 7);

export function evaluate(board: EngineBoard): number {
  const s = board.squares;
  let mg = 0;
  let eg = 0;
  let phase = 0;
  let whiteBishops = 0;
  let blackBishops = 0;
  for (let sq = 0; sq < 120; sq++) {
    if (sq & 0x88) {
      sq += 7;
      continue;
    }
    const piece = s[sq]!;
    if (!piece) continue;
    const type = piece & 7;
    const black = piece >= BLACK;
    const i = tableIndex(sq, black);
    const value = PIECE_VALUE[type]!;
    const m = value + MG[type]![i]!;
    const e = value + EG[type]![i]!;
    phase += PHASE[type]!;
    if (black) {
      mg -= m;
      eg -= e;
      if (type === BISHOP) blackBishops++;
    } else {
      mg += m;
      eg += e;
      if (type === BISHOP) whiteBishops++;
    }
  }
  // The bishop pair is worth about half a pawn.
  const pair = (whiteBishops >= 2 ? 30 : 0) - (blackBishops >= 2 ? 30 : 0);
  const p = Math.min(phase, 24);
  const score = ((mg * p + eg * (24 - p)) / 24 + pair) | 0;
  return board.side ? -score : score;
}

/** Whether the side to move has a piece other than pawns and king (null-move pruning is unsafe without). */
export function hasPieces(board: EngineBoard): boolean {
  const s = board.squares;
  for (let sq = 0; sq < 120; sq++) {
    const piece = s[sq]!;
    if (sq & 0x88 || !piece || (piece & BLACK) !== board.side) continue;
    const type = piece & 7;
    if (type === KNIGHT || type === BISHOP || type === ROOK || type === QUEEN) return true;
  }
  return false;
}
