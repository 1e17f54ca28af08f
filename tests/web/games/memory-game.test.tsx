import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_FACES } from '../../../shared/domain/games/activities';
import { dealDeck } from '../../../shared/domain/games/memory-pairs';
import { memoryFaceNames } from '../../../shared/texts/games.texts';
import { MemoryGame } from '../../../web/features/games/memory-game';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Math.random stuck at 0 deals a known deck: the test knows where each pair lies. */
function knownDeck() {
  vi.spyOn(Math, 'random').mockReturnValue(0);
  return dealDeck(MEMORY_FACES, () => 0);
}

const cards = () => within(screen.getByRole('list', { name: 'Cartas' })).getAllByRole('button');

describe('memory pairs', () => {
  it('deals twelve cards face down, named for a screen reader, with one in the tab order', () => {
    render(<MemoryGame onStart={vi.fn()} onEnd={vi.fn()} />);
    expect(cards()).toHaveLength(12);
    expect(cards()[0]?.getAttribute('aria-label')).toBe('Carta 1, virada para baixo');
    expect(cards().filter((c) => c.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByText('0 de 6 pares · 0 jogadas')).toBeTruthy();
  });

  it('is played to the end by touch: pairs, a miss left face up, the calm count and "Jogar de novo"', () => {
    const deck = knownDeck();
    const onStart = vi.fn();
    const onEnd = vi.fn();
    render(<MemoryGame onStart={onStart} onEnd={onEnd} />);
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;

    // A miss first: two different faces stay up until the next touch.
    const other = deck.findIndex((face) => face !== deck[0]);
    fireEvent.click(cards()[0] as HTMLElement);
    expect(onStart).toHaveBeenCalledTimes(1);
    fireEvent.click(cards()[other] as HTMLElement);
    expect(live.textContent).toContain('não combinam');
    expect(cards()[0]?.getAttribute('aria-label')).toBe(`Carta 1: ${memoryFaceNames[deck[0]!]}`);

    const done = new Set<number>();
    for (let i = 0; i < deck.length; i++) {
      if (done.has(i)) continue;
      const j = deck.findIndex((face, k) => k !== i && face === deck[i]);
      fireEvent.click(cards()[i] as HTMLElement);
      fireEvent.click(cards()[j] as HTMLElement);
      done.add(i).add(j);
    }
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(true);
    expect(screen.getByText('6 de 6 pares · 7 jogadas')).toBeTruthy();
    expect(live.textContent).toBe('Você encontrou todos os pares em 7 jogadas, no seu ritmo.');
    expect(cards()[0]?.getAttribute('aria-label')).toContain('par encontrado');

    fireEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    expect(screen.getByText('0 de 6 pares · 0 jogadas')).toBeTruthy();
  });

  it('is playable by keyboard: arrows move between cards, Enter turns one', () => {
    knownDeck();
    render(<MemoryGame onStart={vi.fn()} onEnd={vi.fn()} />);
    act(() => cards()[0]?.focus());
    fireEvent.keyDown(cards()[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cards()[1]);
    fireEvent.keyDown(cards()[1] as HTMLElement, { key: 'ArrowDown' });
    // Four cards a row.
    expect(document.activeElement).toBe(cards()[5]);
    expect(cards()[5]?.tabIndex).toBe(0);
    fireEvent.keyDown(cards()[5] as HTMLElement, { key: 'ArrowLeft' });
    fireEvent.keyDown(cards()[4] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cards()[4]);
    // A button: Enter and Space press it as everywhere.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(cards()[4]?.getAttribute('aria-label')).not.toContain('virada para baixo');
  });
});
