import { Chess } from 'chess.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeMove, gameOutcome, squareLabel, statusText } from '../../../shared/domain/chess/chess-words';
import { movesToPgn, readSavedChessGame, saveChessGame } from '../../../web/features/chess/saved-game';

/** Plays moves in SAN, as the board does through chess.js. */
const play = (moves: string[], game = new Chess()): Chess => {
  for (const move of moves) game.move(move);
  return game;
};

describe('the rules, through chess.js as the page uses it', () => {
  it('accepts a legal move and describes it in pt-BR', () => {
    const game = new Chess();
    const move = game.move({ from: 'e2', to: 'e4' });
    expect(describeMove(move, game)).toBe('peão e2 para e4');
    expect(squareLabel('e4', game.get('e4'))).toBe('e4, peão branco');
    expect(squareLabel('d8', game.get('d8'))).toBe('d8, dama preta');
    expect(squareLabel('e3', game.get('e3'))).toBe('e3, vazia');
  });

  it('refuses an illegal move and leaves the position as it was', () => {
    const game = new Chess();
    const before = game.fen();
    expect(() => game.move({ from: 'e2', to: 'e5' })).toThrow();
    expect(() => game.move({ from: 'e7', to: 'e5' })).toThrow(); // not black's turn
    expect(game.fen()).toBe(before);
  });

  it('sees the fool’s mate as checkmate, won by the computer when the person plays white', () => {
    const game = play(['f3', 'e5', 'g4']);
    const mate = game.move('Qh4#');
    expect(describeMove(mate, game)).toBe('dama d8 para h4, xeque-mate');
    expect(gameOutcome(game)).toBe('checkmate');
    expect(statusText(game, 'w', false)).toBe('Xeque-mate. O computador venceu desta vez.');
    expect(statusText(game, 'b', false)).toBe('Xeque-mate! Você venceu.');
  });

  it('sees stalemate', () => {
    const game = new Chess('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(gameOutcome(game)).toBe('stalemate');
    expect(statusText(game, 'w', false)).toMatch(/^Empate por afogamento/);
  });

  it('sees insufficient material, the 50-move rule and threefold repetition', () => {
    expect(gameOutcome(new Chess('8/8/8/4k3/8/8/8/4K1N1 w - - 0 1'))).toBe('insufficient');
    expect(gameOutcome(new Chess('8/8/8/4k3/8/8/8/R3K3 w - - 100 80'))).toBe('fiftyMoves');
    const repeated = play(['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']);
    expect(gameOutcome(repeated)).toBe('repetition');
    expect(statusText(repeated, 'w', false)).toMatch(/^Empate por repetição/);
  });

  it('promotes a pawn to the piece chosen, and says so', () => {
    const game = new Chess('8/4P1k1/8/8/8/8/8/4K3 w - - 0 1');
    const move = game.move({ from: 'e7', to: 'e8', promotion: 'n' });
    expect(game.get('e8')).toEqual({ type: 'n', color: 'w' });
    expect(describeMove(move, game)).toBe('peão e7 para e8, promovido a cavalo, xeque');
  });

  it('names castling, captures and check', () => {
    const game = play(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'Ng5', 'd5']);
    const capture = game.move('exd5');
    expect(describeMove(capture, game)).toBe('peão e4 captura peão em d5');
    const castle = play(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']).move('O-O');
    expect(describeMove(castle)).toBe('roque pequeno');
    const checked = play(['e4', 'f5']);
    expect(describeMove(checked.move('Qh5+'), checked)).toBe('dama d1 para h5, xeque');
    expect(statusText(checked, 'b', false)).toBe('Xeque! Proteja o seu rei.');
    expect(statusText(checked, 'w', true)).toBe('O computador está pensando…');
  });
});

describe('the saved game (localStorage)', () => {
  beforeEach(() => localStorage.clear());

  it('comes back with its moves, level, colour and counting flags', () => {
    const game = play(['e4', 'c5', 'Nf3', 'd6']);
    saveChessGame({
      game,
      moves: game.history({ verbose: true }),
      level: 'dificil',
      player: 'b',
      started: true,
      reported: false,
    });
    const restored = readSavedChessGame();
    expect(restored?.game.fen()).toBe(game.fen());
    expect(restored?.game.history()).toEqual(['e4', 'c5', 'Nf3', 'd6']);
    expect(restored).toMatchObject({ level: 'dificil', player: 'b', started: true, reported: false });
  });

  it('writes a PGN chess.js reads back, from any starting position and either side to move', () => {
    const fromSetup = new Chess('8/4P1k1/8/8/8/8/8/4K3 b - - 0 30');
    for (const move of ['Kf7', 'e8=Q+', 'Kxe8']) fromSetup.move(move);
    const pgn = movesToPgn('8/4P1k1/8/8/8/8/8/4K3 b - - 0 30', fromSetup.history({ verbose: true }));
    expect(pgn).toContain('30... Kf7 31. e8=Q+ Kxe8');
    const reread = new Chess();
    reread.loadPgn(pgn);
    expect(reread.fen()).toBe(fromSetup.fen());
    expect(movesToPgn(new Chess().fen(), [])).toBe('');
  });

  it('is ignored when it is missing or cannot be read', () => {
    expect(readSavedChessGame()).toBeNull();
    localStorage.setItem('virada:chess:game', '{not json');
    expect(readSavedChessGame()).toBeNull();
    localStorage.setItem(
      'virada:chess:game',
      JSON.stringify({ v: 1, pgn: '1. e4 e5 2. Ke4', level: 'medio' }),
    );
    expect(readSavedChessGame()).toBeNull();
  });

  it('falls back to the default level and white for unknown values', () => {
    localStorage.setItem(
      'virada:chess:game',
      JSON.stringify({ v: 1, pgn: '1. d4', level: 'grandmaster', player: 'x' }),
    );
    expect(readSavedChessGame()).toMatchObject({ level: 'medio', player: 'w', started: false });
  });
});
