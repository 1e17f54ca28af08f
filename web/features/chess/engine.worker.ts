import { ENGINE_LEVELS } from '../../../shared/domain/chess/engine-levels';
import { searchBestMove } from '../../../shared/domain/chess/engine-search';
import type { EngineReply, EngineRequest } from './engine-client';

/** The chess engine's thread: one search per message, answered with the move and its figures. */
self.onmessage = (event: MessageEvent<EngineRequest & { id: number }>) => {
  const { id, fen, previousFens, level } = event.data;
  const result = searchBestMove({ fen, previousFens, level: ENGINE_LEVELS[level] });
  const reply: EngineReply = {
    id,
    move: result.move,
    depth: result.depth,
    nodes: result.nodes,
    elapsedMs: result.elapsedMs,
  };
  self.postMessage(reply);
};
