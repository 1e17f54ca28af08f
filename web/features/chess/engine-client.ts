import { type ChessLevel, ENGINE_LEVELS } from '../../../shared/domain/chess/engine-levels';

/** What the page asks the computer: a position, the positions before it, and the level. */
export interface EngineRequest {
  fen: string;
  previousFens: string[];
  level: ChessLevel;
}

/** The computer's player: answers a move in coordinates ("g8f6"), or null when it has none. */
export interface ChessEngine {
  move(request: EngineRequest): Promise<string | null>;
  /** Starts the engine ahead of its first move (when the page is idle). */
  warm(): void;
  /** Stops the search under way (its answer is dropped). */
  cancel(): void;
  dispose(): void;
}

export interface EngineReply {
  id: number;
  move: string | null;
  depth: number;
  nodes: number;
  elapsedMs: number;
}

export class EngineCancelled extends Error {}

/**
 * The engine in a Web Worker, so the board never freezes while it thinks. The worker starts when
 * the page is idle (`warm`) or with the first request. A search runs to its end once started, so cancelling
 * ends the worker, and the next request starts a new one. If the worker cannot run at all, the
 * same search runs on the page as a last resort (it holds the page for at most the level's time).
 */
export function createWorkerEngine(): ChessEngine {
  let worker: Worker | null = null;
  let nextId = 0;
  let pending: { id: number; resolve: (move: string | null) => void; reject: (error: Error) => void } | null =
    null;

  const start = (): Worker => {
    const created = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<EngineReply>) => {
      if (pending?.id !== event.data.id) return;
      const { resolve } = pending;
      pending = null;
      resolve(event.data.move);
    };
    created.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = null;
      const failed = pending;
      pending = null;
      failed?.reject(new Error(`chess engine worker failed: ${event.message}`));
    };
    return created;
  };

  const cancel = () => {
    if (!pending) return;
    worker?.terminate();
    worker = null;
    const cancelled = pending;
    pending = null;
    cancelled.reject(new EngineCancelled());
  };

  return {
    move(request) {
      cancel();
      worker ??= start();
      const id = ++nextId;
      const sent = worker;
      return new Promise<string | null>((resolve, reject) => {
        pending = { id, resolve, reject };
        sent.postMessage({ id, ...request });
      }).catch(async (error: unknown) => {
        if (error instanceof EngineCancelled) throw error;
        console.error(error);
        const { searchBestMove } = await import('../../../shared/domain/chess/engine-search');
        return searchBestMove({ ...request, level: ENGINE_LEVELS[request.level] }).move;
      });
    },
    warm() {
      worker ??= start();
    },
    cancel,
    dispose() {
      cancel();
      worker?.terminate();
      worker = null;
    },
  };
}
