/**
 * The sliding puzzle (issue 14), pure. A board lists the tiles row by row, `0` being the empty
 * place; solved is 1, 2, … n²−1 with the empty place last. A tile moves only into the empty place
 * beside it (not diagonally). A shuffle is a walk of legal moves from the solved board, so every
 * board a person gets can be solved.
 */

export type Board = readonly number[];

export const EMPTY = 0;

export const boardSize = (board: Board) => Math.round(Math.sqrt(board.length));

export function solvedBoard(size: number): Board {
  return Array.from({ length: size * size }, (_, i) => (i === size * size - 1 ? EMPTY : i + 1));
}

export const isSolved = (board: Board) =>
  board.every((tile, i) => tile === (i === board.length - 1 ? EMPTY : i + 1));

/** The places beside `index` (up, down, left, right), inside the board. */
export function neighbours(index: number, size: number): number[] {
  const row = Math.floor(index / size);
  const col = index % size;
  const found: number[] = [];
  if (row > 0) found.push(index - size);
  if (row < size - 1) found.push(index + size);
  if (col > 0) found.push(index - 1);
  if (col < size - 1) found.push(index + 1);
  return found;
}

/** The places whose tile can slide now: those beside the empty place. */
export const movableIndexes = (board: Board) => neighbours(board.indexOf(EMPTY), boardSize(board));

export const canMove = (board: Board, index: number) => movableIndexes(board).includes(index);

/** The board after sliding the tile at `index` into the empty place, or `null` if it cannot move. */
export function moveTile(board: Board, index: number): Board | null {
  if (!canMove(board, index)) return null;
  const next = [...board];
  next[board.indexOf(EMPTY)] = board[index] as number;
  next[index] = EMPTY;
  return next;
}

/**
 * Whether `board` can be solved (the classic parity rule): on an odd width the count of
 * inversions is even; on an even width, inversions plus the empty place's row counted from the
 * bottom (1-based) is odd.
 */
export function isSolvable(board: Board): boolean {
  const size = boardSize(board);
  const tiles = board.filter((tile) => tile !== EMPTY);
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++)
    for (let j = i + 1; j < tiles.length; j++) if ((tiles[i] as number) > (tiles[j] as number)) inversions++;
  if (size % 2 === 1) return inversions % 2 === 0;
  const rowFromBottom = size - Math.floor(board.indexOf(EMPTY) / size);
  return (inversions + rowFromBottom) % 2 === 1;
}

/**
 * A shuffled board: `moves` legal moves from the solved one, never undoing the move just made, and
 * never handed back solved. `random` gives numbers in [0, 1) (Math.random, or a seeded one in tests).
 */
export function shuffleBoard(size: number, random: () => number = Math.random, moves = 80): Board {
  let board = solvedBoard(size);
  let previous = -1;
  for (let made = 0; made < moves || isSolved(board); made++) {
    const empty = board.indexOf(EMPTY);
    const options = neighbours(empty, size).filter((index) => index !== previous);
    const pick = options[Math.floor(random() * options.length)] as number;
    board = moveTile(board, pick) as Board;
    previous = empty;
  }
  return board;
}

/** How many tiles are already in their place (the empty place not counted). */
export const tilesInPlace = (board: Board) =>
  board.filter((tile, i) => tile !== EMPTY && tile === i + 1).length;
