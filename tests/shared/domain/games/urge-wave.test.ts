import { describe, expect, it } from 'vitest';
import {
  URGE_PHASES,
  type UrgePhase,
  urgeWaveAt,
  urgeWaveMs,
  WAVE_PEAK_AT,
  waveHeight,
  wavePath,
} from '../../../../shared/domain/games/urge-wave';
import { IDLE_TIMER, timerReducer } from '../../../../shared/domain/session-clock';
import { urgePhaseTexts } from '../../../../shared/texts/games.texts';

const COUNTS = Object.fromEntries(URGE_PHASES.map((p) => [p, urgePhaseTexts[p].prompts.length])) as Record<
  UrgePhase,
  number
>;
const FIFTEEN = urgeWaveMs(15);
const minutes = (n: number) => n * 60_000;

describe('the urge wave', () => {
  it('lasts the 15 or 20 minutes chosen', () => {
    expect(FIFTEEN).toBe(900_000);
    expect(urgeWaveMs(20)).toBe(1_200_000);
  });

  it('rises to its peak, then falls', () => {
    expect(waveHeight(WAVE_PEAK_AT)).toBeCloseTo(1);
    expect(waveHeight(0)).toBeLessThan(0.2);
    expect(waveHeight(1)).toBeLessThan(0.2);
    const shares = Array.from({ length: 21 }, (_, i) => i / 20);
    for (const x of shares.filter((s) => s < WAVE_PEAK_AT))
      expect(waveHeight(x + 0.05)).toBeGreaterThan(waveHeight(x));
    for (const x of shares.filter((s) => s >= WAVE_PEAK_AT && s < 1))
      expect(waveHeight(x + 0.05)).toBeLessThan(waveHeight(x));
    expect(wavePath(320, 100, 4)).toBe('M0.0 88.0 L80.0 44.0 L160.0 0.0 L240.0 44.0 L320.0 88.0');
  });

  it('goes through noticing, rising, the peak, falling and settling, in order', () => {
    const at = (m: number) => urgeWaveAt(FIFTEEN, minutes(m), COUNTS).phase;
    expect([0, 1, 3, 5, 7, 8.5, 10, 13, 14.5].map(at)).toEqual([
      'notice',
      'notice',
      'rise',
      'rise',
      'peak',
      'peak',
      'fall',
      'fall',
      'settle',
    ]);
  });

  it('gives the prompt of the moment: the first at the start, another a minute later, the last at the end', () => {
    const start = urgeWaveAt(FIFTEEN, 0, COUNTS);
    expect(start).toMatchObject({ phase: 'notice', prompt: 0, step: 0, done: false, secondsLeft: 900 });
    // Noticing takes 15% of 15 minutes (135 s), three prompts of 45 s each.
    expect(urgeWaveAt(FIFTEEN, 44_999, COUNTS).prompt).toBe(0);
    expect(urgeWaveAt(FIFTEEN, 45_000, COUNTS)).toMatchObject({ phase: 'notice', prompt: 1, step: 1 });
    expect(urgeWaveAt(FIFTEEN, 135_000, COUNTS)).toMatchObject({ phase: 'rise', prompt: 0, step: 3 });
    const end = urgeWaveAt(FIFTEEN, FIFTEEN + 5_000, COUNTS);
    expect(end).toMatchObject({
      phase: 'settle',
      prompt: COUNTS.settle - 1,
      done: true,
      secondsLeft: 0,
      share: 1,
    });
    const total = Object.values(COUNTS).reduce((a, b) => a + b, 0);
    expect(end.step).toBe(total - 1);
  });

  it('scales with the length chosen: 20 minutes reach the peak later', () => {
    expect(urgeWaveAt(urgeWaveMs(20), minutes(7), COUNTS).phase).toBe('rise');
    expect(urgeWaveAt(FIFTEEN, minutes(7), COUNTS).phase).toBe('peak');
  });

  it('resumes where it paused: time away from the timer does not count', () => {
    const t0 = 1_700_000_000_000;
    let clock = timerReducer(IDLE_TIMER, { type: 'start', now: t0, totalMs: FIFTEEN });
    clock = timerReducer(clock, { type: 'pause', now: t0 + minutes(4) });
    // Ten minutes on pause (the phone in a pocket), then resumed.
    clock = timerReducer(clock, { type: 'tick', now: t0 + minutes(14) });
    expect(clock.elapsedMs).toBe(minutes(4));
    clock = timerReducer(clock, { type: 'resume', now: t0 + minutes(14) });
    clock = timerReducer(clock, { type: 'tick', now: t0 + minutes(17) });
    expect(clock.status).toBe('running');
    expect(clock.elapsedMs).toBe(minutes(7));
    expect(urgeWaveAt(FIFTEEN, clock.elapsedMs, COUNTS).phase).toBe('peak');
  });

  it('reads the right moment after the tab slept: one late tick catches up', () => {
    const t0 = 1_700_000_000_000;
    let clock = timerReducer(IDLE_TIMER, { type: 'start', now: t0, totalMs: FIFTEEN });
    clock = timerReducer(clock, { type: 'tick', now: t0 + minutes(10) });
    expect(urgeWaveAt(FIFTEEN, clock.elapsedMs, COUNTS).phase).toBe('fall');
    clock = timerReducer(clock, { type: 'tick', now: t0 + minutes(40) });
    expect(clock.status).toBe('done');
    expect(clock.elapsedMs).toBe(FIFTEEN);
  });

  it('has a prompt text for every phase', () => {
    for (const phase of URGE_PHASES) expect(urgePhaseTexts[phase].prompts.length).toBeGreaterThan(0);
  });
});
