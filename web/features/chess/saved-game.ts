import { Chess, type Color, DEFAULT_POSITION, type Move } from 'chess.js';
import {
  type ChessLevel,
  DEFAULT_CHESS_LEVEL,
  isChessLevel,
} from '../../../shared/domain/chess/engine-levels';

/**
 * The game in progress, kept on this device only (localStorage) so it survives a reload or a
 * closed app: its moves as PGN, the level, the person's colour, and whether the game's start and
 * end were already counted (analytics counts each game once).
 */
export interface SavedChessGame {
  game: Chess;
  /** The game's moves, kept beside it: chess.js would replay the whole game to list them. */
  moves: Move[];
  level: ChessLevel;
  player: Color;
  started: boolean;
  reported: boolean;
}

const KEY = 'virada:chess:game';

export function saveChessGame({ game, moves, level, player, started, reported }: SavedChessGame): void {
  try {
    const pgn = movesToPgn(moves[0]?.before ?? game.fen(), moves);
    localStorage.setItem(KEY, JSON.stringify({ v: 1, pgn, level, player, started, reported }));
  } catch {
    // Private mode or a full disk: the game goes on, it just will not survive a reload.
  }
}

/** The saved game, or null when there is none or it cannot be read (then a new game starts). */
export function readSavedChessGame(): SavedChessGame | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (value?.v !== 1 || typeof value.pgn !== 'string') return null;
    const game = new Chess();
    game.loadPgn(value.pgn);
    return {
      game,
      moves: game.history({ verbose: true }),
      level: isChessLevel(value.level) ? value.level : DEFAULT_CHESS_LEVEL,
      player: value.player === 'b' ? 'b' : 'w',
      started: value.started === true,
      reported: value.reported === true,
    };
  } catch {
    // A PGN chess.js refuses (edited by hand, or from a future version): start afresh.
    return null;
  }
}

/**
 * The PGN of moves played from `startFen`, written from each move's SAN (chess.js's own `pgn()`
 * replays the whole game, a long task on a slow phone after every move of a long game).
 */
export function movesToPgn(startFen: string, moves: readonly Move[]): string {
  const fields = startFen.split(' ');
  let number = Number(fields[5]) || 1;
  let whiteToMove = fields[1] !== 'b';
  const words: string[] = whiteToMove || moves.length === 0 ? [] : [`${number}...`];
  for (const move of moves) {
    if (whiteToMove) words.push(`${number}.`);
    words.push(move.san);
    if (!whiteToMove) number++;
    whiteToMove = !whiteToMove;
  }
  const header = startFen === DEFAULT_POSITION ? '' : `[SetUp "1"]\n[FEN "${startFen}"]\n\n`;
  return header + words.join(' ');
}
