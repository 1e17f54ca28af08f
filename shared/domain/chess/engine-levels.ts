/**
 * The computer's strength levels. A level is a depth and a time budget; the weaker levels also
 * choose at random among the moves whose score is within `margin` centipawns of the best, so
 * they play reasonable but imperfect chess (a free queen is still taken: it is far outside the
 * margin) instead of blundering on purpose.
 */
export interface EngineLevel {
  /** Deepest full-width search (plus the capture search at its leaves). */
  maxDepth: number;
  /** The search stops by this many milliseconds. */
  timeMs: number;
  /** Moves within this many centipawns of the best may be played (0: always the best). */
  margin: number;
}

export const CHESS_LEVELS = ['iniciante', 'facil', 'medio', 'dificil'] as const;
export type ChessLevel = (typeof CHESS_LEVELS)[number];
export const DEFAULT_CHESS_LEVEL: ChessLevel = 'medio';

export const ENGINE_LEVELS: Record<ChessLevel, EngineLevel> = {
  iniciante: { maxDepth: 1, timeMs: 300, margin: 150 },
  facil: { maxDepth: 2, timeMs: 400, margin: 60 },
  medio: { maxDepth: 4, timeMs: 700, margin: 0 },
  dificil: { maxDepth: 64, timeMs: 2000, margin: 0 },
};

export const isChessLevel = (value: unknown): value is ChessLevel =>
  typeof value === 'string' && (CHESS_LEVELS as readonly string[]).includes(value);
