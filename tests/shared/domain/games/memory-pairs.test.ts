import { describe, expect, it } from 'vitest';
import { MEMORY_FACES } from '../../../../shared/domain/games/activities';
import {
  dealDeck,
  flipCard,
  isComplete,
  isFaceUp,
  type MemoryState,
  newMemoryGame,
  pairsFound,
} from '../../../../shared/domain/games/memory-pairs';

const game = (cards: string[]): MemoryState => ({
  cards,
  matched: cards.map(() => false),
  open: [],
  moves: 0,
});

describe('memory pairs', () => {
  it('deals each face exactly twice, shuffled', () => {
    const deck = dealDeck(MEMORY_FACES);
    expect(deck).toHaveLength(MEMORY_FACES.length * 2);
    for (const face of MEMORY_FACES) expect(deck.filter((f) => f === face)).toHaveLength(2);
    const orders = new Set(Array.from({ length: 20 }, () => dealDeck(MEMORY_FACES).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('starts face down with no moves', () => {
    const state = newMemoryGame(MEMORY_FACES);
    expect(state.open).toEqual([]);
    expect(state.moves).toBe(0);
    expect(state.cards.every((_, i) => !isFaceUp(state, i))).toBe(true);
    expect(isComplete(state)).toBe(false);
  });

  it('pairs two cards with the same face and counts the move', () => {
    const first = flipCard(game(['sun', 'moon', 'sun', 'moon']), 0);
    expect(first.outcome).toBe('opened');
    expect(first.state.moves).toBe(0);
    const second = flipCard(first.state, 2);
    expect(second.outcome).toBe('matched');
    expect(second.state.moves).toBe(1);
    expect(second.state.matched).toEqual([true, false, true, false]);
    expect(second.state.open).toEqual([]);
    expect(pairsFound(second.state)).toBe(1);
  });

  it('keeps a mismatched pair face up until the next touch, which turns it down', () => {
    let { state } = flipCard(game(['sun', 'moon', 'sun', 'moon']), 0);
    const miss = flipCard(state, 1);
    expect(miss.outcome).toBe('mismatched');
    expect(miss.state.open).toEqual([0, 1]);
    expect(miss.state.moves).toBe(1);
    state = flipCard(miss.state, 3).state;
    expect(state.open).toEqual([3]);
    expect(isFaceUp(state, 0)).toBe(false);
    expect(isFaceUp(state, 1)).toBe(false);
  });

  it('turns a missed pair down when one of its own cards is touched, and opens that one again', () => {
    let { state } = flipCard(game(['sun', 'moon', 'sun', 'moon']), 0);
    state = flipCard(state, 1).state;
    const again = flipCard(state, 1);
    expect(again.outcome).toBe('opened');
    expect(again.state.open).toEqual([1]);
    expect(again.state.moves).toBe(1);
  });

  it('ignores a card already face up or paired, and a place off the table', () => {
    let { state } = flipCard(game(['sun', 'moon', 'sun', 'moon']), 0);
    expect(flipCard(state, 0).outcome).toBe('ignored');
    state = flipCard(state, 2).state;
    expect(flipCard(state, 2).outcome).toBe('ignored');
    expect(flipCard(state, 9).outcome).toBe('ignored');
    expect(flipCard(state, -1).state).toBe(state);
  });

  it('is complete when every pair is found', () => {
    let state = game(['sun', 'moon', 'moon', 'sun']);
    for (const index of [0, 3, 1, 2]) state = flipCard(state, index).state;
    expect(isComplete(state)).toBe(true);
    expect(state.moves).toBe(2);
    expect(flipCard(state, 0).outcome).toBe('ignored');
  });
});
