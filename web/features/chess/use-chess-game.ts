import { Chess, type Color, type Move, type Square } from 'chess.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeMove } from '../../../shared/domain/chess/chess-words';
import { type ChessLevel, DEFAULT_CHESS_LEVEL } from '../../../shared/domain/chess/engine-levels';
import { chessTexts as t } from '../../../shared/texts/chess.texts';
import { track } from '../../lib/analytics';
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
  const [version, setVersion] = useState(0);
  const [player, setPlayer] = useState<Color>('w');
  const [level, setLevelState] = useState<ChessLevel>(DEFAULT_CHESS_LEVEL);
  const [thinking, setThinking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const flags = useRef({ started: false, reported: false, player: 'w' as Color, level: DEFAULT_CHESS_LEVEL });
  const request = useRef(0);

  const redraw = useCallback(() => setVersion((v) => v + 1), []);
  const save = useCallback(() => {
    const { started, reported, player, level } = flags.current;
    saveChessGame({ game: gameRef.current, started, reported, player, level });
  }, []);

  /** Counts a game once when its first move is played and once when it ends. */
  const count = useCallback(() => {
    if (!flags.current.started && gameRef.current.history().length > 0) {
      flags.current.started = true;
      track('game_started', 'chess');
    }
    if (!flags.current.reported && gameRef.current.isGameOver()) {
      flags.current.reported = true;
      track('game_played', 'chess');
    }
  }, []);

  const askEngine = useCallback(
    (yourWords: string | null) => {
      const current = gameRef.current;
      const id = ++request.current;
      setThinking(true);
      const previousFens = current.history({ verbose: true }).map((move) => move.before);
      engine
        .move({ fen: current.fen(), previousFens, level: flags.current.level })
        .then((uci) => {
          if (id !== request.current || !uci) return;
          const move = playEngineMove(current, uci);
          const words = `${t.computerMoved}: ${describeMove(move, current)}.`;
          setAnnouncement(yourWords ? `${yourWords} ${words}` : words);
          count();
          save();
        })
        .catch((error: unknown) => {
          if (!(error instanceof EngineCancelled)) console.error('chess engine failed', error);
        })
        .finally(() => {
          if (id !== request.current) return;
          setThinking(false);
          redraw();
        });
    },
    [engine, count, save, redraw],
  );

  // The saved game, once, after the first render; the computer resumes if it was its turn.
  useEffect(() => {
    const saved = readSavedChessGame();
    if (saved) {
      gameRef.current = saved.game;
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
    if (!current.history({ verbose: true }).some((move) => move.color === mine)) return;
    stopEngine();
    // Take back the computer's answer (if it came), then the person's own last move.
    if (current.turn() === mine) current.undo();
    current.undo();
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

  // chess.js replays the whole game to list it: once per change, not once per render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks each change of the mutable game
  const history = useMemo(() => game.history({ verbose: true }), [game, version]);
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
