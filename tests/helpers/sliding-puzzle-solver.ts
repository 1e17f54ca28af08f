import { type Board, isSolved, movableIndexes, moveTile } from '../../shared/domain/games/sliding-puzzle';

/**
 * The fewest moves that solve a sliding-puzzle board, as the places to touch one after another
 * (breadth-first search; a 3 × 3 board has at most 181,440 reachable positions), or null when the
 * board cannot be solved. Tests play the puzzle with it the way a person would: tile by tile.
 */
export function solvePuzzle(start: Board): number[] | null {
  const key = (board: Board) => board.join(',');
  const came = new Map<string, { from: string; touch: number } | null>([[key(start), null]]);
  let frontier: Board[] = [start];
  while (frontier.length) {
    const next: Board[] = [];
    for (const board of frontier) {
      if (isSolved(board)) {
        const touches: number[] = [];
        for (let step = came.get(key(board)); step; step = came.get(step.from)) touches.unshift(step.touch);
        return touches;
      }
      for (const index of movableIndexes(board)) {
        const moved = moveTile(board, index) as Board;
        const k = key(moved);
        if (came.has(k)) continue;
        came.set(k, { from: key(board), touch: index });
        next.push(moved);
      }
    }
    frontier = next;
  }
  return null;
}
