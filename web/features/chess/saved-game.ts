import { Chess, type Color } from 'chess.js';
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
  level: ChessLevel;
  player: Color;
  started: boolean;
  reported: boolean;
}

const KEY = 'virada:chess:game';

export function saveChessGame({ game, level, player, started, reported }: SavedChessGame): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, pgn: game.pgn(), level, player, started, reported }));
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
