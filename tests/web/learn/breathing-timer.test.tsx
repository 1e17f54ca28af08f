import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clockText,
  IDLE_TIMER,
  PATTERNS,
  patternById,
  patternMs,
  phaseAt,
  timerReducer,
} from '../../../web/components/breathing/breathing-patterns';
import { BreathingTimer } from '../../../web/components/breathing/breathing-timer';

const fourSix = patternById('respiracao-4-6');
const box = patternById('respiracao-quadrada');
const surf = patternById('surfar-a-vontade');

describe('breathing patterns', () => {
  it('last about three minutes for breathing and five for surfing the urge', () => {
    expect(patternMs(fourSix)).toBe(180_000);
    expect(patternMs(box)).toBe(192_000);
    expect(patternMs(surf)).toBe(300_000);
    expect(PATTERNS.map((p) => p.name)).toEqual([
      'Respiração 4-6',
      'Respiração quadrada',
      'Surfar a vontade',
    ]);
  });

  it.each([
    [0, 'inhale', 4, 1, 180],
    [3999, 'inhale', 1, 1, 177],
    [4000, 'exhale', 6, 1, 176],
    [9500, 'exhale', 1, 1, 171],
    [10_000, 'inhale', 4, 2, 170],
    [179_999, 'exhale', 1, 18, 1],
  ])('4-6 at %i ms: %s, %i s left in the phase, round %i, %i s in all', (ms, kind, left, round, total) => {
    const at = phaseAt(fourSix, ms);
    expect(at).toMatchObject({ phaseSecondsLeft: left, round, totalSecondsLeft: total, done: false });
    expect(at.phase.kind).toBe(kind);
  });

  it('walks the box through its four sides and ends done on the last one', () => {
    expect([0, 4000, 8000, 12_000, 16_000].map((ms) => phaseAt(box, ms).phase.kind)).toEqual([
      'inhale',
      'hold-in',
      'exhale',
      'hold-out',
      'inhale',
    ]);
    expect(phaseAt(box, 500_000)).toMatchObject({
      done: true,
      totalSecondsLeft: 0,
      phaseSecondsLeft: 0,
      round: 12,
    });
    expect(phaseAt(box, 500_000).phase.kind).toBe('hold-out');
  });

  it('counts steps so each phase has its own, and surfing prompts in order', () => {
    expect(phaseAt(fourSix, 4000).step).toBe(1);
    expect(phaseAt(fourSix, 10_000).step).toBe(2);
    expect(phaseAt(surf, 0).phase.text).toMatch(/^Pare onde está/);
    expect(phaseAt(surf, 20_000).step).toBe(1);
    expect(phaseAt(surf, 299_000).phase.text).toMatch(/^Escolha o próximo passo/);
  });

  it('writes the time left as minutes and seconds', () => {
    expect([0, 5, 65, 185, 300].map(clockText)).toEqual(['0:00', '0:05', '1:05', '3:05', '5:00']);
  });
});

describe('the timer’s clock', () => {
  it('leaves paused time out and ends at the pattern’s length', () => {
    let state = timerReducer(IDLE_TIMER, { type: 'start', now: 1000, totalMs: 10_000 });
    state = timerReducer(state, { type: 'tick', now: 4000 });
    expect(state).toMatchObject({ status: 'running', elapsedMs: 3000 });
    state = timerReducer(state, { type: 'pause', now: 5000 });
    expect(state).toMatchObject({ status: 'paused', elapsedMs: 4000 });
    expect(timerReducer(state, { type: 'tick', now: 60_000 })).toBe(state);
    state = timerReducer(state, { type: 'resume', now: 60_000 });
    state = timerReducer(state, { type: 'tick', now: 63_000 });
    expect(state).toMatchObject({ status: 'running', elapsedMs: 7000 });
    state = timerReducer(state, { type: 'tick', now: 99_000 });
    expect(state).toMatchObject({ status: 'done', elapsedMs: 10_000 });
    expect(timerReducer(state, { type: 'stop' })).toEqual(IDLE_TIMER);
  });

  it('ignores moves that do not apply', () => {
    expect(timerReducer(IDLE_TIMER, { type: 'pause', now: 5 })).toBe(IDLE_TIMER);
    expect(timerReducer(IDLE_TIMER, { type: 'resume', now: 5 })).toBe(IDLE_TIMER);
  });
});

describe('<BreathingTimer>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const live = () => document.querySelector('[aria-live="polite"]') as HTMLElement;
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

  it('prerenders idle, with the help lines, without touching the clock', () => {
    const html = renderToString(<BreathingTimer />);
    expect(html).toContain('Começar');
    expect(html).toContain('href="tel:188"');
    expect(html).toContain('href="tel:192"');
    expect(html).toContain('aria-live="polite"');
  });

  it('announces each phase once when it begins, not every second', () => {
    render(<BreathingTimer />);
    expect(live().textContent).toBe('');
    click(/Começar/);
    const heard = [live().textContent];
    for (let s = 0; s < 12; s++) {
      advance(1000);
      if (live().textContent !== heard.at(-1)) heard.push(live().textContent);
    }
    expect(heard).toEqual(['Inspire devagar', 'Solte o ar, sem pressa', 'Inspire devagar']);
    expect(screen.getByText(/Ciclo 2 de 18/)).toBeTruthy();
    expect(screen.getByText('2:48')).toBeTruthy();
  });

  it('pauses, continues where it was, and stops back to the start', () => {
    render(<BreathingTimer />);
    click(/Começar/);
    advance(5000);
    click(/Pausar/);
    expect(live().textContent).toBe('Pausado. Continue quando quiser.');
    advance(60_000);
    expect(screen.getByText('2:55')).toBeTruthy();
    click(/Continuar/);
    expect(live().textContent).toBe('Solte o ar, sem pressa');
    advance(2000);
    expect(screen.getByText('2:53')).toBeTruthy();
    click(/Parar/);
    expect(screen.getByRole('button', { name: /Começar/ })).toBe(document.activeElement);
    expect(screen.queryByText(/Faltam/)).toBeNull();
  });

  it('keeps the choice of exercise locked while a session runs', () => {
    render(<BreathingTimer />);
    fireEvent.click(screen.getByLabelText(/Respiração quadrada/));
    click(/Começar/);
    expect(live().textContent).toBe('Inspire');
    expect((screen.getByLabelText(/Surfar a vontade/) as HTMLInputElement).disabled).toBe(true);
    advance(4000);
    expect(live().textContent).toBe('Segure o ar, sem forçar');
  });

  it('ends with a gentle message and the help lines', () => {
    render(<BreathingTimer />);
    fireEvent.click(screen.getByLabelText(/Surfar a vontade/));
    click(/Começar/);
    expect(live().textContent).toMatch(/^Pare onde está/);
    advance(300_000);
    expect(live().textContent).toBe('Terminou. Como está a vontade agora?');
    expect(screen.getByText(/Você ficou com você/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Começar de novo/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CVV 188' }).getAttribute('href')).toBe('tel:188');
    expect(screen.getByRole('link', { name: 'SAMU 192' }).getAttribute('href')).toBe('tel:192');
  });
});
