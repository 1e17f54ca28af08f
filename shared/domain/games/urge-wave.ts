/**
 * Surfing the urge (issue 14), pure: a craving drawn as a wave that rises, peaks and falls, and
 * where a session of a chosen length is at a given elapsed time. The technique comes from
 * mindfulness-based relapse prevention (Marlatt; Bowen, Chawla & Marlatt 2011): the person notices
 * the urge in the body and breathes with it, without acting on it, until it passes. The length is
 * a span to practise in, not a measure of how long an urge lasts.
 */

/** The lengths offered, in minutes. */
export const URGE_WAVE_MINUTES = [15, 20] as const;
export type UrgeWaveMinutes = (typeof URGE_WAVE_MINUTES)[number];

export const URGE_PHASES = ['notice', 'rise', 'peak', 'fall', 'settle'] as const;
export type UrgePhase = (typeof URGE_PHASES)[number];

/** Where each phase ends, as a share of the session. */
const PHASE_ENDS: Record<UrgePhase, number> = { notice: 0.15, rise: 0.4, peak: 0.6, fall: 0.88, settle: 1 };

/** Where the wave is highest, as a share of the session. */
export const WAVE_PEAK_AT = 0.5;
/** The wave's height at the start and at the end (it never starts or ends flat at nothing). */
const WAVE_FLOOR = 0.12;

export const urgeWaveMs = (minutes: UrgeWaveMinutes) => minutes * 60_000;

/**
 * The wave's height (0 to 1) at `share` (0 to 1) of the session: a smooth rise to the peak, then a
 * longer, smooth fall.
 */
export function waveHeight(share: number): number {
  const x = Math.min(Math.max(share, 0), 1);
  const rising = x <= WAVE_PEAK_AT;
  const t = rising ? x / WAVE_PEAK_AT : (x - WAVE_PEAK_AT) / (1 - WAVE_PEAK_AT);
  const eased = (1 - Math.cos(Math.PI * t)) / 2;
  return WAVE_FLOOR + (1 - WAVE_FLOOR) * (rising ? eased : 1 - eased);
}

/** The phase at `share` of the session. */
export function phaseAtShare(share: number): UrgePhase {
  return URGE_PHASES.find((phase) => share < PHASE_ENDS[phase]) ?? 'settle';
}

const phaseStart = (phase: UrgePhase) => {
  const index = URGE_PHASES.indexOf(phase);
  return index === 0 ? 0 : PHASE_ENDS[URGE_PHASES[index - 1] as UrgePhase];
};

export interface UrgeWaveAt {
  phase: UrgePhase;
  /** Which of the phase's prompts is on (each has an equal share of the phase). */
  prompt: number;
  /** Counts prompts from the start of the session: it changes whenever a new prompt begins. */
  step: number;
  /** How far through the session, 0 to 1. */
  share: number;
  /** The wave's height here, 0 to 1. */
  height: number;
  /** Whole seconds left, rounded up. */
  secondsLeft: number;
  done: boolean;
}

/**
 * Where a session of `totalMs` is after `elapsedMs`, with `promptCounts` prompts in each phase.
 * Past the end: the last prompt, done.
 */
export function urgeWaveAt(
  totalMs: number,
  elapsedMs: number,
  promptCounts: Readonly<Record<UrgePhase, number>>,
): UrgeWaveAt {
  const elapsed = Math.min(Math.max(elapsedMs, 0), totalMs);
  const share = totalMs > 0 ? elapsed / totalMs : 1;
  const done = elapsed >= totalMs;
  const phase = phaseAtShare(share);
  const count = Math.max(1, promptCounts[phase]);
  const start = phaseStart(phase);
  const into = (share - start) / (PHASE_ENDS[phase] - start);
  const prompt = Math.min(count - 1, Math.floor(into * count));
  const before = URGE_PHASES.slice(0, URGE_PHASES.indexOf(phase)).reduce(
    (sum, p) => sum + Math.max(1, promptCounts[p]),
    0,
  );
  return {
    phase,
    prompt,
    step: before + prompt,
    share,
    height: waveHeight(share),
    secondsLeft: Math.ceil((totalMs - elapsed) / 1000),
    done,
  };
}

/**
 * The wave as an SVG path in a `width` × `height` box (y grows downwards), from `points` samples:
 * the line alone, or closed along the bottom edge to be filled.
 */
export function wavePath(width: number, height: number, points = 48, closed = false): string {
  const coords = Array.from({ length: points + 1 }, (_, i) => {
    const share = i / points;
    const x = (share * width).toFixed(1);
    const y = (height - waveHeight(share) * height).toFixed(1);
    return `${x} ${y}`;
  });
  const line = `M${coords.join(' L')}`;
  return closed ? `${line} L${width} ${height} L0 ${height} Z` : line;
}
