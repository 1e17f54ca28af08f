import { Chess, type Color, type Move, type Square } from 'chess.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeMove } from '../../../shared/domain/chess/chess-words';
import { type ChessLevel, DEFAULT_CHESS_LEVEL } from '../../../shared/domain/chess/engine-levels';
import { chessTexts as t } from '../../../shared/texts/chess.texts';
import { trackView } from '../../lib/analytics';
import { type ChessEngine, EngineCancelled } from './engine-client';
import { readSavedChessGame, saveChessGame } from './saved-game';

type Promotion = 'q' | 'r' | 'b' | 'n';

export interface ChessGameState {
  game: Chess;
  player: Color;
  level: ChessLevel;
  thinking: boolean;
  /** The last move (either side), highlighted on the board. */
  lastMove: Move | null;
  /** The polite live region's text: the last exchange of moves in words. */
  announcement: string;
  canUndo: boolean;
  /** Plays the person's move; false when it is not theirs to play or not legal. */
  play(from: Square, to: Square, promotion?: Promotion): boolean;
  newGame(player: Color): void;
  undo(): void;
  setLevel(level: ChessLevel): void;
}

/**
 * One game against the computer: chess.js keeps the rules and the position, the engine answers
 * each move, and the game is saved after every change. Until the saved game is read (after the
 * first render: the prerendered page shows the starting position), a fresh game is shown.
 */
export function useChessGame(engine: ChessEngine): ChessGameState {
  const gameRef = useRef<Chess>(null as unknown as Chess);
  gameRef.current ??= new Chess();
  const game = gameRef.current;
  // The moves as chess.js returned them, kept here: its history() replays the whole game each time.
  const movesRef = useRef<Move[]>([]);
  const [, setVersion] = useState(0);
  const [player, setPlayer] = useState<Color>('w');
  const [level, setLevelState] = useState<ChessLevel>(DEFAULT_CHESS_LEVEL);
  const [thinking, setThinking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const flags = useRef({ started: false, reported: false, player: 'w' as Color, level: DEFAULT_CHESS_LEVEL });
  const request = useRef(0);

  const redraw = useCallback(() => setVersion((v) => v + 1), []);
  const save = useCallback(() => {
    const { started, reported, player, level } = flags.current;
    saveChessGame({ game: gameRef.current, moves: movesRef.current, started, reported, player, level });
  }, []);

  /**
   * Counts a game once when its first move is played and once when it ends. Like the games hub,
   * through trackView: a visitor's event is posted directly, so a move never loads the local
   * database's code on the main thread (a member's still goes through the outbox).
   */
  const count = useCallback(() => {
    if (!flags.current.started && movesRef.current.length > 0) {
      flags.current.started = true;
      trackView('game_started', 'chess');
    }
    if (!flags.current.reported && gameRef.current.isGameOver()) {
      flags.current.reported = true;
      trackView('game_played', 'chess');
    }
  }, []);

  const askEngine = useCallback(
    (yourWords: string | null) => {
      const current = gameRef.current;
      const id = ++request.current;
      setThinking(true);
      const previousFens = movesRef.current.map((move) => move.before);
      engine.move({ fen: current.fen(), previousFens, level: flags.current.level }).then(
        (uci) => {
          if (id !== request.current) return;
          if (uci) {
            const move = playEngineMove(current, uci);
            movesRef.current = [...movesRef.current, move];
            const words = `${t.computerMoved}: ${describeMove(move, current)}.`;
            setAnnouncement(yourWords ? `${yourWords} ${words}` : words);
            count();
            save();
          }
          // In the same task as the move: the answer is drawn in one render.
          setThinking(false);
          redraw();
        },
        (error: unknown) => {
          if (error instanceof EngineCancelled || id !== request.current) return;
          console.error('chess engine failed', error);
          setThinking(false);
          redraw();
        },
      );
    },
    [engine, count, save, redraw],
  );

  // The saved game, once, after the first render; the computer resumes if it was its turn.
  useEffect(() => {
    const saved = readSavedChessGame();
    if (saved) {
      gameRef.current = saved.game;
      movesRef.current = saved.moves;
      flags.current = {
        started: saved.started,
        reported: saved.reported,
        player: saved.player,
        level: saved.level,
      };
      setPlayer(saved.player);
      setLevelState(saved.level);
      redraw();
      if (!saved.game.isGameOver() && saved.game.turn() !== saved.player) askEngine(null);
    }
    return () => {
      request.current++;
      engine.cancel();
    };
  }, [engine, askEngine, redraw]);

  const play = useCallback(
    (from: Square, to: Square, promotion?: Promotion): boolean => {
      const current = gameRef.current;
      if (thinking || current.isGameOver() || current.turn() !== flags.current.player) return false;
      let move: Move;
      try {
        move = current.move({ from, to, promotion });
      } catch {
        return false;
      }
      movesRef.current = [...movesRef.current, move];
      const yourWords = `${t.youMoved}: ${describeMove(move, current)}.`;
      setAnnouncement(yourWords);
      count();
      save();
      redraw();
      if (!current.isGameOver()) askEngine(yourWords);
      return true;
    },
    [thinking, count, save, redraw, askEngine],
  );

  const stopEngine = useCallback(() => {
    request.current++;
    engine.cancel();
    setThinking(false);
  }, [engine]);

  const newGame = useCallback(
    (color: Color) => {
      stopEngine();
      gameRef.current = new Chess();
      movesRef.current = [];
      flags.current = { ...flags.current, started: false, reported: false, player: color };
      setPlayer(color);
      setAnnouncement('');
      save();
      redraw();
      if (color === 'b') askEngine(null);
    },
    [stopEngine, save, redraw, askEngine],
  );

  const undo = useCallback(() => {
    const current = gameRef.current;
    const mine = flags.current.player;
    if (!movesRef.current.some((move) => move.color === mine)) return;
    stopEngine();
    // Take back the computer's answer (if it came), then the person's own last move.
    const takeBack = current.turn() === mine ? 2 : 1;
    for (let i = 0; i < takeBack; i++) current.undo();
    movesRef.current = movesRef.current.slice(0, -takeBack);
    setAnnouncement('');
    save();
    redraw();
  }, [stopEngine, save, redraw]);

  const setLevel = useCallback(
    (next: ChessLevel) => {
      flags.current.level = next;
      setLevelState(next);
      save();
    },
    [save],
  );

  const history = movesRef.current;
  return {
    game,
    player,
    level,
    thinking,
    lastMove: history.at(-1) ?? null,
    announcement,
    canUndo: history.some((move) => move.color === player),
    play,
    newGame,
    undo,
    setLevel,
  };
}

/** Plays the engine's move; a move chess.js refuses (an engine bug) becomes its first legal move. */
function playEngineMove(game: Chess, uci: string): Move {
  try {
    return game.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  } catch (error) {
    console.error('chess engine proposed an illegal move', uci, game.fen(), error);
    const fallback = game.moves({ verbose: true })[0]!;
    return game.move(fallback);
  }
}
