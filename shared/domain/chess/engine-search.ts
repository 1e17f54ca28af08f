import { EngineBoard, FLAG_EN_PASSANT, moveFlag, movePromotion, moveTo } from './engine-board';
import { evaluate, hasPieces, PIECE_VALUE } from './engine-eval';
import type { EngineLevel } from './engine-levels';

/**
 * The computer's search: iterative deepening negamax with alpha-beta (principal variation
 * search), a transposition table, null-move pruning, check extension and a capture-only
 * quiescence search at the leaves. Moves are tried best-first: the table's move, captures by
 * most valuable victim / least valuable attacker, killer moves, then the history heuristic.
 * It stops on its level's clock, checked every 1,024 positions, and answers the best move of the
 * deepest search it finished (or of the unfinished one, whose first move is the previous best).
 */

export interface SearchRequest {
  fen: string;
  /** The game's earlier positions (FEN), oldest first: a move that repeats one scores as a draw. */
  previousFens?: readonly string[];
  level: EngineLevel;
  /** Milliseconds clock; performance.now in the worker. */
  now?: () => number;
  /** In [0, 1); the weak levels' pick among near-equal moves. */
  random?: () => number;
}

export interface SearchResult {
  /** The move in coordinates ("e2e4", "e7e8q"); null when the side to move has none. */
  move: string | null;
  /** Centipawns from the mover's side (±MATE_SCORE minus the distance for a mate). */
  score: number;
  depth: number;
  nodes: number;
  elapsedMs: number;
}

export const MATE_SCORE = 30000;
const INFINITY = 32000;
const MAX_PLY = 96;
const TT_BITS = 17;
const TT_MASK = (1 << TT_BITS) - 1;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

class Aborted extends Error {}

class Searcher {
  nodes = 0;
  private readonly deadline: number;
  private readonly moves = new Int32Array(MAX_PLY * 256);
  private readonly scores = new Int32Array(MAX_PLY * 256);
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly history = new Int32Array(16 * 128);
  private readonly ttLo = new Int32Array(TT_MASK + 1);
  private readonly ttHi = new Int32Array(TT_MASK + 1);
  private readonly ttMove = new Int32Array(TT_MASK + 1);
  private readonly ttScore = new Int32Array(TT_MASK + 1);
  private readonly ttDepth = new Int8Array(TT_MASK + 1);
  private readonly ttFlag = new Int8Array(TT_MASK + 1);

  constructor(
    readonly board: EngineBoard,
    private readonly now: () => number,
    timeMs: number,
  ) {
    this.deadline = now() + timeMs;
  }

  private tick(): void {
    if ((++this.nodes & 1023) === 0 && this.now() >= this.deadline) throw new Aborted();
  }

  /** Scores moves [start, end) for ordering. */
  private order(start: number, end: number, ply: number, hashMove: number): void {
    const s = this.board.squares;
    for (let i = start; i < end; i++) {
      const move = this.moves[i]!;
      const to = moveTo(move);
      const victim = moveFlag(move) === FLAG_EN_PASSANT ? 1 : s[to]! & 7;
      const attacker = s[move & 0x7f]! & 7;
      let score: number;
      if (move === hashMove) score = 1 << 30;
      else if (victim || movePromotion(move)) {
        score = (1 << 24) + PIECE_VALUE[victim]! * 16 + PIECE_VALUE[movePromotion(move)]! - attacker;
      } else if (move === this.killers[ply * 2]) score = 1 << 23;
      else if (move === this.killers[ply * 2 + 1]) score = (1 << 23) - 1;
      else score = this.history[(s[move & 0x7f]! & 15) * 128 + to]!;
      this.scores[i] = score;
    }
  }

  /** Moves the best remaining move to position i (selection sort, lazily: cut-offs come early). */
  private pick(i: number, end: number): number {
    let best = i;
    for (let j = i + 1; j < end; j++) if (this.scores[j]! > this.scores[best]!) best = j;
    const move = this.moves[best]!;
    const score = this.scores[best]!;
    this.moves[best] = this.moves[i]!;
    this.scores[best] = this.scores[i]!;
    this.moves[i] = move;
    this.scores[i] = score;
    return move;
  }

  quiesce(alpha: number, beta: number, ply: number): number {
    this.tick();
    const standPat = evaluate(this.board);
    if (standPat >= beta || ply >= MAX_PLY - 1) return standPat;
    if (standPat > alpha) alpha = standPat;
    const start = ply * 256;
    const end = this.board.generate(this.moves, start, true);
    this.order(start, end, ply, 0);
    for (let i = start; i < end; i++) {
      const move = this.pick(i, end);
      if (!this.board.make(move)) continue;
      const score = -this.quiesce(-beta, -alpha, ply + 1);
      this.board.unmake();
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    return alpha;
  }

  negamax(depth: number, alpha: number, beta: number, ply: number, nullAllowed: boolean): number {
    const board = this.board;
    if (ply > 0) {
      if (board.halfmove >= 100 || board.isRepetition()) return 0;
      // Mate-distance pruning: nothing here can beat a shorter mate already found.
      alpha = Math.max(alpha, -MATE_SCORE + ply);
      beta = Math.min(beta, MATE_SCORE - ply - 1);
      if (alpha >= beta) return alpha;
    }
    const inCheck = board.inCheck();
    if (inCheck) depth++;
    if (depth <= 0 || ply >= MAX_PLY - 1) return this.quiesce(alpha, beta, ply);
    this.tick();

    const slot = board.hashLo & TT_MASK;
    let hashMove = 0;
    if (this.ttLo[slot] === board.hashLo && this.ttHi[slot] === board.hashHi) {
      hashMove = this.ttMove[slot]!;
      if (ply > 0 && this.ttDepth[slot]! >= depth) {
        const stored = fromTable(this.ttScore[slot]!, ply);
        const flag = this.ttFlag[slot];
        if (flag === EXACT || (flag === LOWER && stored >= beta) || (flag === UPPER && stored <= alpha))
          return stored;
      }
    }

    // Null move: if passing the turn still fails high, a real move surely would.
    if (nullAllowed && !inCheck && ply > 0 && depth >= 3 && beta < MATE_SCORE - MAX_PLY && hasPieces(board)) {
      if (evaluate(board) >= beta) {
        board.makeNull();
        const score = -this.negamax(depth - 3, -beta, -beta + 1, ply + 1, false);
        board.unmakeNull();
        if (score >= beta) return beta;
      }
    }

    const start = ply * 256;
    const end = board.generate(this.moves, start, false);
    this.order(start, end, ply, hashMove);
    const alphaAtStart = alpha;
    let best = -INFINITY;
    let bestMove = 0;
    let legal = 0;
    for (let i = start; i < end; i++) {
      const move = this.pick(i, end);
      const quiet =
        !board.squares[moveTo(move)] && !movePromotion(move) && moveFlag(move) !== FLAG_EN_PASSANT;
      const piece = board.squares[move & 0x7f]!;
      if (!board.make(move)) continue;
      legal++;
      let score: number;
      if (legal === 1) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1, true);
      else {
        score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, true);
        if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1, true);
      }
      board.unmake();
      if (score > best) {
        best = score;
        bestMove = move;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (quiet) {
          if (this.killers[ply * 2] !== move) {
            this.killers[ply * 2 + 1] = this.killers[ply * 2]!;
            this.killers[ply * 2] = move;
          }
          this.history[(piece & 15) * 128 + moveTo(move)]! += depth * depth;
        }
        break;
      }
    }
    if (!legal) return inCheck ? -MATE_SCORE + ply : 0;

    this.ttLo[slot] = board.hashLo;
    this.ttHi[slot] = board.hashHi;
    this.ttMove[slot] = bestMove;
    this.ttScore[slot] = toTable(best, ply);
    this.ttDepth[slot] = depth;
    this.ttFlag[slot] = best >= beta ? LOWER : best <= alphaAtStart ? UPPER : EXACT;
    return best;
  }

  /**
   * One iteration at the root: every legal move's score, exact for those that may be played
   * (above the best found so far minus the margin), a bound for the rest.
   */
  root(rootMoves: number[], depth: number, margin: number): { move: number; score: number }[] {
    const scored: { move: number; score: number }[] = [];
    let best = -INFINITY;
    for (const move of rootMoves) {
      this.board.make(move);
      const floor = best === -INFINITY ? -INFINITY : best - margin - 1;
      let score: number;
      if (best === -INFINITY || margin > 0) score = -this.negamax(depth - 1, -INFINITY, -floor, 1, true);
      else {
        score = -this.negamax(depth - 1, -best - 1, -best, 1, true);
        if (score > best) score = -this.negamax(depth - 1, -INFINITY, -best, 1, true);
      }
      this.board.unmake();
      scored.push({ move, score });
      if (score > best) best = score;
    }
    return scored;
  }
}

const toTable = (score: number, ply: number): number =>
  score > MATE_SCORE - 1000 ? score + ply : score < -MATE_SCORE + 1000 ? score - ply : score;
const fromTable = (score: number, ply: number): number =>
  score > MATE_SCORE - 1000 ? score - ply : score < -MATE_SCORE + 1000 ? score + ply : score;

/** The legal moves of the position, in generation order. */
export function legalMoves(board: EngineBoard): number[] {
  const buffer = new Int32Array(256);
  const end = board.generate(buffer, 0, false);
  const legal: number[] = [];
  for (let i = 0; i < end; i++) {
    if (board.make(buffer[i]!)) {
      legal.push(buffer[i]!);
      board.unmake();
    }
  }
  return legal;
}

/** The computer's move for a position at a level, within the level's time budget. */
export function searchBestMove(request: SearchRequest): SearchResult {
  const now = request.now ?? (() => performance.now());
  const random = request.random ?? Math.random;
  const started = now();
  const board = new EngineBoard(request.fen);
  for (const fen of request.previousFens ?? []) {
    const earlier = new EngineBoard(fen);
    board.pastLo.push(earlier.hashLo);
    board.pastHi.push(earlier.hashHi);
  }
  let rootMoves = legalMoves(board);
  if (rootMoves.length === 0) {
    return {
      move: null,
      score: board.inCheck() ? -MATE_SCORE : 0,
      depth: 0,
      nodes: 0,
      elapsedMs: now() - started,
    };
  }
  const { maxDepth, timeMs, margin } = request.level;
  const searcher = new Searcher(board, now, timeMs);
  let finished: { move: number; score: number }[] = [];
  let depth = 0;
  for (let d = 1; d <= maxDepth; d++) {
    let scored: { move: number; score: number }[];
    try {
      scored = searcher.root(rootMoves, d, margin);
    } catch (error) {
      if (!(error instanceof Aborted)) throw error;
      break;
    }
    finished = scored.sort((a, b) => b.score - a.score);
    depth = d;
    rootMoves = finished.map((entry) => entry.move);
    const top = finished[0]!.score;
    // A forced mate is found (deeper cannot improve it), or the next iteration would not finish.
    if (Math.abs(top) > MATE_SCORE - 1000 || now() - started > timeMs * 0.45) break;
  }
  // Out of time before even one iteration finished (a very slow device): the first legal move.
  if (finished.length === 0) finished = [{ move: rootMoves[0]!, score: 0 }];
  const best = finished[0]!;
  const candidates = margin > 0 ? finished.filter((entry) => entry.score >= best.score - margin) : [best];
  const chosen = candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))]!;
  return {
    move: EngineBoard.uci(chosen.move),
    score: chosen.score | 0,
    depth,
    nodes: searcher.nodes,
    elapsedMs: now() - started,
  };
}
