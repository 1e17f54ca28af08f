import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { urgePhaseTexts } from '../../../shared/texts/games.texts';
import { BreathingActivity } from '../../../web/features/games/breathing-activity';
import { UrgeSurf } from '../../../web/features/games/urge-surf';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T02:00:00-03:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const prompt = () => document.querySelector('.urge-prompt')?.textContent;
const wave = () => screen.getByRole('img', { name: /Onda da vontade/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('surfing the urge', () => {
  it('guides through the wave: prompts change with the phase, pause holds the time, the end is reported', () => {
    const onStart = vi.fn();
    const onEnd = vi.fn();
    render(<UrgeSurf onStart={onStart} onEnd={onEnd} />);
    expect(wave().getAttribute('aria-label')).toBe('Onda da vontade: perceber, 0% do caminho.');
    fireEvent.click(screen.getByRole('radio', { name: '15 minutos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(prompt()).toBe(urgePhaseTexts.notice.prompts[0]);
    expect(screen.getByText('Faltam 15:00')).toBeTruthy();
    // The length cannot change while surfing.
    expect((screen.getByRole('radio', { name: '20 minutos' }) as HTMLInputElement).disabled).toBe(true);

    advance(45_000);
    expect(prompt()).toBe(urgePhaseTexts.notice.prompts[1]);
    advance(6 * 60_000);
    expect(document.querySelector('.urge-surf')?.getAttribute('data-phase')).toBe('peak');
    expect(urgePhaseTexts.peak.prompts).toContain(prompt());
    expect(wave().getAttribute('aria-label')).toMatch(/^Onda da vontade: o pico, 4\d% do caminho\.$/);

    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    const held = screen.getByText(/^Faltam /).textContent;
    advance(10 * 60_000);
    expect(screen.getByText(/^Faltam /).textContent).toBe(held);
    expect(prompt()).toBe('Pausado. Continue quando quiser.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onEnd).not.toHaveBeenCalled();

    advance(10 * 60_000);
    expect(onEnd).toHaveBeenCalledWith(true);
    expect(prompt()).toBe('A onda passou por você. Você ficou com você esse tempo todo.');
    expect(screen.getByRole('button', { name: 'Surfar de novo' })).toBeTruthy();
  });

  it('reads the clock when the page becomes visible again (a locked screen, a sleeping tab)', () => {
    render(<UrgeSurf onStart={vi.fn()} onEnd={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: '20 minutos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    expect(screen.getByText('Faltam 20:00')).toBeTruthy();
    // Time passes without any interval firing (timers frozen in a hidden tab).
    act(() => {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('Faltam 9:00')).toBeTruthy();
    expect(document.querySelector('.urge-surf')?.getAttribute('data-phase')).toBe('peak');
  });

  it('stops when asked, which also ends the activity (not completed)', () => {
    const onEnd = vi.fn();
    render(<UrgeSurf onStart={vi.fn()} onEnd={onEnd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    advance(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Parar' }));
    expect(onEnd).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Começar' })).toBeTruthy();
  });
});

describe('breathing on the hub', () => {
  it('offers the breathing exercises only and reports a session run to its end', () => {
    const onStart = vi.fn();
    const onEnd = vi.fn();
    render(<BreathingActivity onStart={onStart} onEnd={onEnd} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pausa guiada' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'respiracao-4-6',
      'respiracao-quadrada',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    advance(180_000);
    expect(onEnd).toHaveBeenCalledWith(true);
    expect(screen.getByText('Pronto. Você ficou com você por esses minutos.')).toBeTruthy();
  });
});
