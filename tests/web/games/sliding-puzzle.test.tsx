import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSolvable, isSolved } from '../../../shared/domain/games/sliding-puzzle';
import { SlidingPuzzle } from '../../../web/features/games/sliding-puzzle';
import { solvePuzzle } from '../../helpers/sliding-puzzle-solver';

afterEach(cleanup);

const grid = () => screen.getByRole('list', { name: 'Quebra-cabeça' });
const board = () => (grid().dataset.board ?? '').split(',').map(Number);
const cell = (index: number) =>
  within(grid()).getAllByRole('listitem')[index]?.firstElementChild as HTMLElement;

describe('sliding puzzle', () => {
  it('deals a shuffled board that can be solved, tiles named with their place', () => {
    render(<SlidingPuzzle onStart={vi.fn()} onEnd={vi.fn()} />);
    expect(board()).toHaveLength(9);
    expect(isSolved(board())).toBe(false);
    expect(isSolvable(board())).toBe(true);
    const tiles = within(grid()).getAllByRole('button');
    expect(tiles).toHaveLength(8);
    expect(
      tiles.some((t) =>
        /^Peça \d, linha \d, coluna \d, pode deslizar$/.test(t.getAttribute('aria-label') ?? ''),
      ),
    ).toBe(true);
    expect(screen.getByRole('img', { name: /Espaço vazio/ })).toBeTruthy();
  });

  it('refuses a tile away from the empty place and says why', () => {
    render(<SlidingPuzzle onStart={vi.fn()} onEnd={vi.fn()} />);
    const before = board();
    const stuck = before.findIndex((tile, i) => tile !== 0 && !cell(i).dataset.movable);
    fireEvent.click(cell(stuck));
    expect(board()).toEqual(before);
    expect(screen.getByText(/não está ao lado do espaço vazio/)).toBeTruthy();
    expect(screen.getByText('0 movimentos')).toBeTruthy();
  });

  it('is solved by touch to the end: counts moves, announces, reports the end and plays again', () => {
    const onStart = vi.fn();
    const onEnd = vi.fn();
    render(<SlidingPuzzle onStart={onStart} onEnd={onEnd} />);
    const touches = solvePuzzle(board()) as number[];
    for (const index of touches) fireEvent.click(cell(index));
    expect(isSolved(board())).toBe(true);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(true);
    expect(
      screen.getByText(`Pronto! Os números estão em ordem. Você usou ${touches.length} movimentos.`, {
        selector: 'strong',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    expect(isSolved(board())).toBe(false);
    expect(screen.getByText('0 movimentos')).toBeTruthy();
  });

  it('is playable by keyboard: arrows to a tile beside the empty place, Enter slides it and focus follows', () => {
    render(<SlidingPuzzle onStart={vi.fn()} onEnd={vi.fn()} />);
    const before = board();
    const empty = before.indexOf(0);
    const target = [empty - 3, empty + 3, empty - 1, empty + 1].find(
      (i) => i >= 0 && i < 9 && cell(i)?.dataset.movable,
    ) as number;
    const tile = before[target];
    act(() => cell(target).focus());
    fireEvent.click(cell(target));
    expect(board()[empty]).toBe(tile);
    expect(document.activeElement?.textContent).toBe(String(tile));
    expect(screen.getByText('1 movimento')).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toMatch(
      /^Peça \d deslizou\. \d de 8 no lugar\.$/,
    );
  });
});
