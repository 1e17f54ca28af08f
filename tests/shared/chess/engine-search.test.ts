import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { CHESS_LEVELS, ENGINE_LEVELS } from '../../../shared/domain/chess/engine-levels';
import { MATE_SCORE, searchBestMove } from '../../../shared/domain/chess/engine-search';

const POSITIONS = {
  opening: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  middlegame: 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8',
  endgame: '8/5pk1/6p1/8/3K4/8/5PPP/8 w - - 0 1',
};

/** A seeded generator, so a weak level's pick is the same in every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const isLegal = (fen: string, uci: string): boolean => {
  const game = new Chess(fen);
  try {
    game.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    return true;
  } catch {
    return false;
  }
};

describe('the computer answers a legal move within its level budget', () => {
  const cases = CHESS_LEVELS.flatMap((level) =>
    Object.entries(POSITIONS).map(([name, fen]) => [level, name, fen] as const),
  );
  it.each(cases)('%s, %s', (level, _name, fen) => {
    const budget = ENGINE_LEVELS[level].timeMs;
    const started = performance.now();
    const result = searchBestMove({ fen, level: ENGINE_LEVELS[level], random: seeded(7) });
    const took = performance.now() - started;
    expect(result.move).not.toBeNull();
    expect(isLegal(fen, result.move!)).toBe(true);
    expect(result.depth).toBeGreaterThanOrEqual(1);
    // The budget plus the table's set-up and a last check's slack (1,024 positions).
    expect(took).toBeLessThan(budget + 150);
  });
});

describe('the default level plays sound chess', () => {
  it('finds a mate in one (back rank)', () => {
    const fen = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1';
    const result = searchBestMove({ fen, level: ENGINE_LEVELS.medio });
    expect(result.move).toBe('a1a8');
    expect(result.score).toBe(MATE_SCORE - 1);
    const game = new Chess(fen);
    game.move({ from: 'a1', to: 'a8' });
    expect(game.isCheckmate()).toBe(true);
  });

  it('finds the scholar’s mate for black too', () => {
    const fen = 'rnb1k1nr/pppp1ppp/8/2b1p3/2B1P2q/2N5/PPPP1PPP/R1BQK1NR b KQkq - 0 1';
    // Qxf2# is the mate.
    expect(searchBestMove({ fen, level: ENGINE_LEVELS.medio }).move).toBe('h4f2');
  });

  it.each(CHESS_LEVELS)('takes a queen left hanging (%s)', (level) => {
    const fen = '4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1';
    expect(searchBestMove({ fen, level: ENGINE_LEVELS[level], random: seeded(1) }).move).toBe('c3d5');
  });

  it('promotes a pawn that runs to the last rank', () => {
    const fen = '8/4P1k1/8/8/8/8/8/4K3 w - - 0 1';
    expect(searchBestMove({ fen, level: ENGINE_LEVELS.medio }).move).toBe('e7e8q');
  });

  it('steers into a repetition when it is a rook down', () => {
    const game = new Chess('7k/8/8/8/8/8/5PPP/3R2K1 w - - 10 40');
    const previousFens = [game.fen()];
    for (const move of ['Rd2', 'Kg8', 'Rd1']) {
      game.move(move);
      if (move !== 'Rd1') previousFens.push(game.fen());
    }
    // Kh8 brings back the first position: the only move that does not lose.
    const result = searchBestMove({ fen: game.fen(), previousFens, level: ENGINE_LEVELS.medio });
    expect(result.move).toBe('g8h8');
    expect(result.score).toBe(0);
    const withoutHistory = searchBestMove({ fen: game.fen(), level: ENGINE_LEVELS.medio });
    expect(withoutHistory.score).toBeLessThan(-300);
  });

  it('answers null when the side to move has no move (checkmated)', () => {
    const fen = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
    expect(searchBestMove({ fen, level: ENGINE_LEVELS.medio }).move).toBeNull();
  });
});

describe('the weak levels choose among reasonable moves', () => {
  it('Iniciante varies its opening replies but never gives away material for nothing', () => {
    const fen = POSITIONS.opening;
    const random = seeded(11);
    const replies = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const result = searchBestMove({ fen, level: ENGINE_LEVELS.iniciante, random });
      replies.add(result.move!);
      expect(result.score).toBeGreaterThan(-150);
    }
    expect(replies.size).toBeGreaterThan(1);
  });
});
