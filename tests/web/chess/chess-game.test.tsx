import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_LEVELS } from '../../../shared/domain/chess/engine-levels';
import { searchBestMove } from '../../../shared/domain/chess/engine-search';
import { ChessGame } from '../../../web/features/chess/chess-game';
import type { ChessEngine } from '../../../web/features/chess/engine-client';
import { readSavedChessGame } from '../../../web/features/chess/saved-game';
import { trackView } from '../../../web/lib/analytics';

vi.mock('../../../web/lib/analytics', () => ({ trackView: vi.fn() }));

/** The real engine, run in the test's thread instead of a worker (jsdom has no Worker). */
function inThreadEngine(): ChessEngine & { requests: number } {
  const engine = {
    requests: 0,
    async move(request: Parameters<ChessEngine['move']>[0]) {
      engine.requests++;
      await new Promise((resolve) => setTimeout(resolve, 0));
      return searchBestMove({ ...request, level: ENGINE_LEVELS.iniciante }).move;
    },
    warm() {},
    cancel() {},
    dispose() {},
  };
  return engine;
}

const cell = (square: string) => document.querySelector(`[data-square="${square}"]`) as HTMLElement;
const live = () => document.querySelector('[aria-live="polite"]')!.textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  vi.mocked(trackView).mockClear();
});
afterEach(cleanup);

describe('the chess board', () => {
  it('is a grid of 64 labelled squares with white at the bottom', () => {
    render(<ChessGame engine={inThreadEngine()} />);
    const grid = screen.getByRole('grid', { name: 'Tabuleiro de xadrez' });
    expect(grid.querySelectorAll('[role="gridcell"]')).toHaveLength(64);
    expect(screen.getByRole('gridcell', { name: 'e1, rei branco' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'e4, vazia' })).toBeTruthy();
    expect(cell('a8').closest('tr')).toBe(grid.querySelector('tr'));
    expect(screen.getByText('Sua vez.')).toBeTruthy();
  });

  it('shows a piece’s legal targets on a tap, moves on a second tap, and the computer answers', async () => {
    const engine = inThreadEngine();
    render(<ChessGame engine={engine} />);
    fireEvent.click(cell('g1'));
    expect(cell('g1').getAttribute('aria-selected')).toBe('true');
    const targets = [...document.querySelectorAll('.chess-target')].map((el) =>
      el.getAttribute('data-square'),
    );
    expect(targets.sort()).toEqual(['f3', 'h3']);
    expect(cell('f3').getAttribute('aria-label')).toBe('f3, vazia, destino possível');

    // An illegal target only changes the selection.
    fireEvent.click(cell('g4'));
    expect(cell('g1').querySelector('.chess-piece')).toBeTruthy();

    fireEvent.click(cell('g1'));
    fireEvent.click(cell('f3'));
    expect(cell('f3').getAttribute('aria-label')).toContain('cavalo branco');
    expect(screen.getByText('O computador está pensando…')).toBeTruthy();
    // While it thinks, a tap does not move.
    fireEvent.click(cell('e2'));
    expect(document.querySelectorAll('.chess-target')).toHaveLength(0);

    await waitFor(() => expect(screen.getByText('Sua vez.')).toBeTruthy());
    expect(live()).toMatch(/^Você: cavalo g1 para f3\. Computador: .+\.$/);
    expect(engine.requests).toBe(1);
    expect(trackView).toHaveBeenCalledWith('game_started', 'chess');
    expect(readSavedChessGame()?.game.history()).toHaveLength(2);
    expect(document.querySelectorAll('.chess-last')).toHaveLength(2);
  });

  it('plays by keyboard: arrows across the squares, Enter to pick the piece and the target', async () => {
    render(<ChessGame engine={inThreadEngine()} />);
    const start = cell('e2');
    expect(start.tabIndex).toBe(0);
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'Enter' });
    expect(start.getAttribute('aria-label')).toBe('e2, peão branco, selecionada');
    fireEvent.keyDown(start, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell('e3'));
    fireEvent.keyDown(cell('e3'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell('e4'));
    expect(cell('e4').tabIndex).toBe(0);
    expect(start.tabIndex).toBe(-1);
    fireEvent.keyDown(cell('e4'), { key: ' ' });
    expect(cell('e4').getAttribute('aria-label')).toMatch(/^e4, peão branco/);
    await waitFor(() => expect(live()).toMatch(/^Você: peão e2 para e4\. Computador: /));
  });

  it('undo takes back the computer’s answer and the person’s move', async () => {
    render(<ChessGame engine={inThreadEngine()} />);
    fireEvent.click(cell('d2'));
    fireEvent.click(cell('d4'));
    await waitFor(() => expect(screen.getByText('Sua vez.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer jogada' }));
    expect(cell('d2').getAttribute('aria-label')).toBe('d2, peão branco');
    expect(readSavedChessGame()?.game.history()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Desfazer jogada' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('lets the person choose the piece a pawn becomes', async () => {
    localStorage.setItem(
      'virada:chess:game',
      JSON.stringify({
        v: 1,
        pgn: '[SetUp "1"]\n[FEN "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"]\n\n*',
        level: 'medio',
        player: 'w',
        started: true,
        reported: false,
      }),
    );
    render(<ChessGame engine={inThreadEngine()} />);
    await waitFor(() => expect(cell('e7').getAttribute('aria-label')).toBe('e7, peão branco'));
    fireEvent.click(cell('e7'));
    fireEvent.click(cell('e8'));
    const chooser = screen.getByRole('group', { name: 'Promover o peão a' });
    expect(document.activeElement?.textContent).toContain('dama');
    fireEvent.click(chooser.querySelectorAll('button')[1]!); // torre
    expect(cell('e8').getAttribute('aria-label')).toMatch(/^e8, torre branca/);
    await waitFor(() => expect(live()).toMatch(/^Você: peão e7 para e8, promovido a torre\./));
  });

  it('a new game as black lets the computer open, and is counted once started', async () => {
    render(<ChessGame engine={inThreadEngine()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Pretas' }));
    await waitFor(() => expect(screen.getByText('Sua vez.')).toBeTruthy());
    expect(cell('a1').closest('tr')).toBe(document.querySelector('tr'));
    expect(live()).toMatch(/^Computador: /);
    expect(readSavedChessGame()).toMatchObject({ player: 'b', started: true });
    expect(trackView).toHaveBeenCalledWith('game_started', 'chess');
  });

  it('counts a finished game once and says who won', async () => {
    localStorage.setItem(
      'virada:chess:game',
      JSON.stringify({
        v: 1,
        pgn: '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6',
        level: 'medio',
        player: 'w',
        started: true,
      }),
    );
    render(<ChessGame engine={inThreadEngine()} />);
    await waitFor(() => expect(cell('h5').getAttribute('aria-label')).toBe('h5, dama branca'));
    fireEvent.click(cell('h5'));
    fireEvent.click(cell('f7'));
    expect(document.querySelector('.chess-status')?.textContent).toMatch(/^Xeque-mate! Você venceu\./);
    expect(live()).toContain('Você: dama h5 captura peão em f7, xeque-mate.');
    expect(trackView).toHaveBeenCalledWith('game_played', 'chess');
    expect(vi.mocked(trackView).mock.calls.filter(([name]) => name === 'game_started')).toHaveLength(0);
    expect(readSavedChessGame()?.reported).toBe(true);
  });
});
