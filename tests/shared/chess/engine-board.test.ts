import { describe, expect, it } from 'vitest';
import { EngineBoard } from '../../../shared/domain/chess/engine-board';
import { legalMoves } from '../../../shared/domain/chess/engine-search';

/** Counts the leaf positions `depth` moves deep: the standard check of a move generator. */
function perft(board: EngineBoard, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const move of legalMoves(board)) {
    board.make(move);
    total += perft(board, depth - 1);
    board.unmake();
  }
  return total;
}

// Reference counts from the Chess Programming Wiki's "Perft Results" page.
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const POSITION_3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';
const POSITION_4 = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1';
const POSITION_5 = 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8';

describe('engine move generator (perft)', () => {
  it.each([
    [START, 3, 8902],
    [START, 4, 197281],
    [KIWIPETE, 1, 48],
    [KIWIPETE, 2, 2039],
    [KIWIPETE, 3, 97862],
    [POSITION_3, 4, 43238],
    [POSITION_4, 3, 9467],
    [POSITION_5, 3, 62379],
  ])('%s to depth %i has %i positions', (fen, depth, expected) => {
    const board = new EngineBoard(fen);
    const hash = [board.hashLo, board.hashHi];
    expect(perft(board, depth)).toBe(expected);
    // make/unmake leave the board exactly as it was.
    expect([board.hashLo, board.hashHi]).toEqual(hash);
  });

  it('hashes a position the same whichever way it was reached', () => {
    const board = new EngineBoard(START);
    const [knightOut, knightBack] = ['g1f3', 'f3g1'];
    for (const uci of [knightOut, 'g8f6', knightBack, 'f6g8']) {
      const move = legalMoves(board).find((m) => EngineBoard.uci(m) === uci)!;
      board.make(move);
    }
    const fresh = new EngineBoard(START);
    expect([board.hashLo, board.hashHi]).toEqual([fresh.hashLo, fresh.hashHi]);
    expect(board.isRepetition()).toBe(true);
  });
});
