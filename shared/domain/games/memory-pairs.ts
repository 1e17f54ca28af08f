/**
 * The memory-pairs game (issue 14), pure: a deck of face pairs, shuffled, and how a turn goes. Two
 * cards turned that do not match stay face up until the next touch, which turns them back down:
 * nothing hurries the person. A move is a pair of cards turned.
 */

export interface MemoryState<Face extends string = string> {
  /** The face of each card, in the order they lie. */
  cards: readonly Face[];
  /** Cards already paired (they stay face up). */
  matched: readonly boolean[];
  /** Cards face up and not paired: none, one, or the two of a pair that did not match. */
  open: readonly number[];
  moves: number;
}

export type FlipOutcome = 'opened' | 'matched' | 'mismatched' | 'ignored';

/** Each face twice, shuffled (Fisher–Yates; `random` gives numbers in [0, 1)). */
export function dealDeck<Face extends string>(
  faces: readonly Face[],
  random: () => number = Math.random,
): Face[] {
  const deck = [...faces, ...faces];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as Face, deck[i] as Face];
  }
  return deck;
}

export function newMemoryGame<Face extends string>(
  faces: readonly Face[],
  random: () => number = Math.random,
): MemoryState<Face> {
  const cards = dealDeck(faces, random);
  return { cards, matched: cards.map(() => false), open: [], moves: 0 };
}

export const isFaceUp = (state: MemoryState, index: number) =>
  Boolean(state.matched[index]) || state.open.includes(index);

export const isComplete = (state: MemoryState) => state.matched.every(Boolean);

export const pairsFound = (state: MemoryState) => state.matched.filter(Boolean).length / 2;

/**
 * Touching card `index`: two unmatched cards face up are turned down first; a card then face up
 * (paired, or the first of this turn) is ignored; the second card of a turn counts a move and
 * pairs the two when their faces match.
 */
export function flipCard<Face extends string>(
  state: MemoryState<Face>,
  index: number,
): { state: MemoryState<Face>; outcome: FlipOutcome } {
  // A pair that did not match turns down at the next touch, even a touch on one of its cards
  // (which then opens again as the first card of a new turn).
  const open = state.open.length === 2 ? [] : state.open;
  const paired = Boolean(state.matched[index]);
  if (index < 0 || index >= state.cards.length || paired || open.includes(index) || isComplete(state))
    return { state, outcome: 'ignored' };
  if (open.length === 0) return { state: { ...state, open: [index] }, outcome: 'opened' };
  const first = open[0] as number;
  const moves = state.moves + 1;
  if (state.cards[first] === state.cards[index]) {
    const matched = state.matched.map((m, i) => m || i === first || i === index);
    return { state: { ...state, matched, open: [], moves }, outcome: 'matched' };
  }
  return { state: { ...state, open: [first, index], moves }, outcome: 'mismatched' };
}
