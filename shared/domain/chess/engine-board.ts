/**
 * The chess engine's own board (0x88), lean enough to search hundreds of thousands of positions
 * a second in a phone's worker. chess.js stays the referee of the game on the page; this board
 * only searches, and its move generator is checked against known perft counts
 * (tests/shared/chess/engine-board.test.ts).
 *
 * Squares are `rank * 16 + file` (a1 = 0, h8 = 119); a square is off the board when `sq & 0x88`.
 * Pieces are a type 1-6 (pawn, knight, bishop, rook, queen, king), plus 8 for black.
 * A move is one integer: from | to << 7 | promotion type << 14 | flag << 17.
 */

export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;
export const BLACK = 8;

export const FLAG_EN_PASSANT = 1;
export const FLAG_CASTLE = 2;
export const FLAG_DOUBLE_PUSH = 4;

const WHITE_KING_SIDE = 1;
const WHITE_QUEEN_SIDE = 2;
const BLACK_KING_SIDE = 4;
const BLACK_QUEEN_SIDE = 8;

export const KNIGHT_STEPS = [33, 31, 18, 14, -33, -31, -18, -14];
export const KING_STEPS = [1, 15, 16, 17, -1, -15, -16, -17];
export const BISHOP_STEPS = [15, 17, -15, -17];
export const ROOK_STEPS = [1, 16, -1, -16];

export const moveFrom = (move: number): number => move & 0x7f;
export const moveTo = (move: number): number => (move >> 7) & 0x7f;
export const movePromotion = (move: number): number => (move >> 14) & 7;
export const moveFlag = (move: number): number => move >> 17;
const encode = (from: number, to: number, promotion = 0, flag = 0): number =>
  from | (to << 7) | (promotion << 14) | (flag << 17);

/** Castling rights kept after a piece leaves or lands on a square (a rook or king moved or was taken). */
const CASTLE_KEEP = new Uint8Array(128).fill(15);
CASTLE_KEEP[0] = 15 & ~WHITE_QUEEN_SIDE;
CASTLE_KEEP[4] = 15 & ~(WHITE_KING_SIDE | WHITE_QUEEN_SIDE);
CASTLE_KEEP[7] = 15 & ~WHITE_KING_SIDE;
CASTLE_KEEP[112] = 15 & ~BLACK_QUEEN_SIDE;
CASTLE_KEEP[116] = 15 & ~(BLACK_KING_SIDE | BLACK_QUEEN_SIDE);
CASTLE_KEEP[119] = 15 & ~BLACK_KING_SIDE;

/** Zobrist keys as two 32-bit halves, from a fixed seed: the same position always hashes the same. */
const ZOBRIST_LO = new Int32Array(16 * 128 + 16 + 128 + 1);
const ZOBRIST_HI = new Int32Array(ZOBRIST_LO.length);
{
  let seed = 0x9e3779b9;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed | 0;
  };
  for (let i = 0; i < ZOBRIST_LO.length; i++) {
    ZOBRIST_LO[i] = next();
    ZOBRIST_HI[i] = next();
  }
}
const Z_CASTLE = 16 * 128;
const Z_EP = Z_CASTLE + 16;
const Z_SIDE = Z_EP + 128;

export const squareName = (sq: number): string => 'abcdefgh'[sq & 7]! + ((sq >> 4) + 1);
export const parseSquare = (name: string): number =>
  (name.charCodeAt(1) - 49) * 16 + (name.charCodeAt(0) - 97);

const FEN_PIECES = 'pnbrqk';

export class EngineBoard {
  readonly squares = new Uint8Array(128);
  /** 0 for white to move, BLACK for black. */
  side = 0;
  castling = 0;
  enPassant = -1;
  halfmove = 0;
  readonly kings = [4, 116];
  hashLo = 0;
  hashHi = 0;
  /** Hashes of every position before the current one (game and search path), for repetitions. */
  readonly pastLo: number[] = [];
  readonly pastHi: number[] = [];
  private readonly undo: number[] = [];

  constructor(fen: string) {
    const [placement = '', side = 'w', castling = '-', ep = '-', halfmove = '0'] = fen.trim().split(/\s+/);
    let rank = 7;
    let file = 0;
    for (const ch of placement) {
      if (ch === '/') {
        rank--;
        file = 0;
      } else if (ch >= '1' && ch <= '8') {
        file += Number(ch);
      } else {
        const type = FEN_PIECES.indexOf(ch.toLowerCase()) + 1;
        const piece = type | (ch === ch.toLowerCase() ? BLACK : 0);
        const sq = rank * 16 + file;
        this.squares[sq] = piece;
        if (type === KING) this.kings[piece >> 3] = sq;
        file++;
      }
    }
    this.side = side === 'b' ? BLACK : 0;
    for (const [ch, bit] of [
      ['K', WHITE_KING_SIDE],
      ['Q', WHITE_QUEEN_SIDE],
      ['k', BLACK_KING_SIDE],
      ['q', BLACK_QUEEN_SIDE],
    ] as const) {
      if (castling.includes(ch)) this.castling |= bit;
    }
    this.enPassant = ep === '-' ? -1 : parseSquare(ep);
    this.halfmove = Number(halfmove) || 0;
    this.rehash();
  }

  private rehash(): void {
    let lo = 0;
    let hi = 0;
    for (let sq = 0; sq < 128; sq++) {
      const piece = this.squares[sq]!;
      if (sq & 0x88 || !piece) continue;
      lo ^= ZOBRIST_LO[piece * 128 + sq]!;
      hi ^= ZOBRIST_HI[piece * 128 + sq]!;
    }
    lo ^= ZOBRIST_LO[Z_CASTLE + this.castling]!;
    hi ^= ZOBRIST_HI[Z_CASTLE + this.castling]!;
    if (this.enPassant >= 0) {
      lo ^= ZOBRIST_LO[Z_EP + this.enPassant]!;
      hi ^= ZOBRIST_HI[Z_EP + this.enPassant]!;
    }
    if (this.side) {
      lo ^= ZOBRIST_LO[Z_SIDE]!;
      hi ^= ZOBRIST_HI[Z_SIDE]!;
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  private toggle(index: number): void {
    this.hashLo ^= ZOBRIST_LO[index]!;
    this.hashHi ^= ZOBRIST_HI[index]!;
  }

  /** Whether a piece of `by` (0 or BLACK) attacks `sq`. */
  attacked(sq: number, by: number): boolean {
    const s = this.squares;
    const pawn = PAWN | by;
    if (by === 0) {
      if ((!((sq - 15) & 0x88) && s[sq - 15] === pawn) || (!((sq - 17) & 0x88) && s[sq - 17] === pawn))
        return true;
    } else if ((!((sq + 15) & 0x88) && s[sq + 15] === pawn) || (!((sq + 17) & 0x88) && s[sq + 17] === pawn)) {
      return true;
    }
    for (const step of KNIGHT_STEPS) {
      const t = sq + step;
      if (!(t & 0x88) && s[t] === (KNIGHT | by)) return true;
    }
    for (const step of KING_STEPS) {
      const t = sq + step;
      if (!(t & 0x88) && s[t] === (KING | by)) return true;
    }
    for (const step of BISHOP_STEPS) {
      for (let t = sq + step; !(t & 0x88); t += step) {
        const p = s[t]!;
        if (!p) continue;
        if (p === (BISHOP | by) || p === (QUEEN | by)) return true;
        break;
      }
    }
    for (const step of ROOK_STEPS) {
      for (let t = sq + step; !(t & 0x88); t += step) {
        const p = s[t]!;
        if (!p) continue;
        if (p === (ROOK | by) || p === (QUEEN | by)) return true;
        break;
      }
    }
    return false;
  }

  inCheck(): boolean {
    return this.attacked(this.kings[this.side >> 3]!, this.side ^ BLACK);
  }

  /**
   * Writes the side to move's pseudo-legal moves into `out` from `start` and returns the new end.
   * With `noisyOnly`, only captures and promotions (the quiescence search).
   */
  generate(out: Int32Array, start: number, noisyOnly: boolean): number {
    const s = this.squares;
    const us = this.side;
    const them = us ^ BLACK;
    let n = start;
    for (let from = 0; from < 120; from++) {
      if (from & 0x88) {
        from += 7;
        continue;
      }
      const piece = s[from]!;
      if (!piece || (piece & BLACK) !== us) continue;
      const type = piece & 7;
      if (type === PAWN) {
        const up = us ? -16 : 16;
        const startRank = us ? 6 : 1;
        const lastRank = us ? 0 : 7;
        const one = from + up;
        if (!s[one]) {
          if (one >> 4 === lastRank) {
            for (let p = QUEEN; p >= KNIGHT; p--) out[n++] = encode(from, one, p);
          } else {
            if (!noisyOnly) out[n++] = encode(from, one);
            if (!noisyOnly && from >> 4 === startRank && !s[one + up]) {
              out[n++] = encode(from, one + up, 0, FLAG_DOUBLE_PUSH);
            }
          }
        }
        for (const side of [-1, 1]) {
          const to = one + side;
          if (to & 0x88) continue;
          const target = s[to]!;
          if (target && (target & BLACK) === them) {
            if (to >> 4 === lastRank) {
              for (let p = QUEEN; p >= KNIGHT; p--) out[n++] = encode(from, to, p);
            } else out[n++] = encode(from, to);
          } else if (to === this.enPassant) out[n++] = encode(from, to, 0, FLAG_EN_PASSANT);
        }
        continue;
      }
      const slides = type !== KNIGHT && type !== KING;
      // A queen steps like a king in all eight directions, but slides.
      const steps =
        type === KNIGHT
          ? KNIGHT_STEPS
          : type === BISHOP
            ? BISHOP_STEPS
            : type === ROOK
              ? ROOK_STEPS
              : KING_STEPS;
      for (const step of steps) {
        for (let to = from + step; !(to & 0x88); to += step) {
          const target = s[to]!;
          if (target) {
            if ((target & BLACK) === them) out[n++] = encode(from, to);
            break;
          }
          if (!noisyOnly) out[n++] = encode(from, to);
          if (!slides) break;
        }
      }
      if (type === KING && !noisyOnly) n = this.castles(out, n, from);
    }
    return n;
  }

  private castles(out: Int32Array, start: number, from: number): number {
    const s = this.squares;
    const them = this.side ^ BLACK;
    const kingSide = this.side ? BLACK_KING_SIDE : WHITE_KING_SIDE;
    const queenSide = this.side ? BLACK_QUEEN_SIDE : WHITE_QUEEN_SIDE;
    let n = start;
    if (this.castling & kingSide && !s[from + 1] && !s[from + 2]) {
      if (!this.attacked(from, them) && !this.attacked(from + 1, them) && !this.attacked(from + 2, them)) {
        out[n++] = encode(from, from + 2, 0, FLAG_CASTLE);
      }
    }
    if (this.castling & queenSide && !s[from - 1] && !s[from - 2] && !s[from - 3]) {
      if (!this.attacked(from, them) && !this.attacked(from - 1, them) && !this.attacked(from - 2, them)) {
        out[n++] = encode(from, from - 2, 0, FLAG_CASTLE);
      }
    }
    return n;
  }

  /** Plays a pseudo-legal move; returns false (and takes it back) if it leaves the mover's king attacked. */
  make(move: number): boolean {
    const s = this.squares;
    const from = moveFrom(move);
    const to = moveTo(move);
    const promotion = movePromotion(move);
    const flag = moveFlag(move);
    const piece = s[from]!;
    const us = this.side;
    const capturedAt = flag === FLAG_EN_PASSANT ? to + (us ? 16 : -16) : to;
    const captured = s[capturedAt]!;

    this.pastLo.push(this.hashLo);
    this.pastHi.push(this.hashHi);
    this.undo.push(move, captured, this.castling, this.enPassant, this.halfmove, this.hashLo, this.hashHi);

    if (captured) {
      this.toggle(captured * 128 + capturedAt);
      s[capturedAt] = 0;
    }
    this.toggle(piece * 128 + from);
    s[from] = 0;
    const placed = promotion ? promotion | us : piece;
    s[to] = placed;
    this.toggle(placed * 128 + to);
    if ((piece & 7) === KING) this.kings[us >> 3] = to;
    if (flag === FLAG_CASTLE) {
      const rookFrom = to > from ? from + 3 : from - 4;
      const rookTo = to > from ? from + 1 : from - 1;
      const rook = s[rookFrom]!;
      s[rookFrom] = 0;
      s[rookTo] = rook;
      this.toggle(rook * 128 + rookFrom);
      this.toggle(rook * 128 + rookTo);
    }
    this.toggle(Z_CASTLE + this.castling);
    this.castling &= CASTLE_KEEP[from]! & CASTLE_KEEP[to]!;
    this.toggle(Z_CASTLE + this.castling);
    if (this.enPassant >= 0) this.toggle(Z_EP + this.enPassant);
    this.enPassant = flag === FLAG_DOUBLE_PUSH ? (from + to) >> 1 : -1;
    if (this.enPassant >= 0) this.toggle(Z_EP + this.enPassant);
    this.halfmove = captured || (piece & 7) === PAWN ? 0 : this.halfmove + 1;
    this.side = us ^ BLACK;
    this.toggle(Z_SIDE);

    if (this.attacked(this.kings[us >> 3]!, this.side)) {
      this.unmake();
      return false;
    }
    return true;
  }

  unmake(): void {
    const u = this.undo;
    const hashHi = u.pop()!;
    const hashLo = u.pop()!;
    this.halfmove = u.pop()!;
    this.enPassant = u.pop()!;
    this.castling = u.pop()!;
    const captured = u.pop()!;
    const move = u.pop()!;
    this.pastLo.pop();
    this.pastHi.pop();
    const s = this.squares;
    const from = moveFrom(move);
    const to = moveTo(move);
    const flag = moveFlag(move);
    this.side ^= BLACK;
    const us = this.side;
    const piece = movePromotion(move) ? PAWN | us : s[to]!;
    s[from] = piece;
    s[to] = 0;
    if (captured) s[flag === FLAG_EN_PASSANT ? to + (us ? 16 : -16) : to] = captured;
    if ((piece & 7) === KING) this.kings[us >> 3] = from;
    if (flag === FLAG_CASTLE) {
      const rookFrom = to > from ? from + 3 : from - 4;
      const rookTo = to > from ? from + 1 : from - 1;
      s[rookFrom] = s[rookTo]!;
      s[rookTo] = 0;
    }
    this.hashLo = hashLo;
    this.hashHi = hashHi;
  }

  /** Passes the turn (null-move pruning); undone by `unmakeNull`. */
  makeNull(): void {
    this.pastLo.push(this.hashLo);
    this.pastHi.push(this.hashHi);
    this.undo.push(this.enPassant, this.hashLo, this.hashHi);
    if (this.enPassant >= 0) this.toggle(Z_EP + this.enPassant);
    this.enPassant = -1;
    this.side ^= BLACK;
    this.toggle(Z_SIDE);
  }

  unmakeNull(): void {
    this.hashHi = this.undo.pop()!;
    this.hashLo = this.undo.pop()!;
    this.enPassant = this.undo.pop()!;
    this.pastLo.pop();
    this.pastHi.pop();
    this.side ^= BLACK;
  }

  /** Whether the current position already occurred since the last capture or pawn move. */
  isRepetition(): boolean {
    const last = this.pastLo.length - 1;
    const stop = Math.max(0, this.pastLo.length - this.halfmove);
    for (let i = last - 1; i >= stop; i -= 2) {
      if (this.pastLo[i] === this.hashLo && this.pastHi[i] === this.hashHi) return true;
    }
    return false;
  }

  /** The move as coordinates ("e7e8q"). */
  static uci(move: number): string {
    const promotion = movePromotion(move);
    return (
      squareName(moveFrom(move)) + squareName(moveTo(move)) + (promotion ? FEN_PIECES[promotion - 1] : '')
    );
  }
}
