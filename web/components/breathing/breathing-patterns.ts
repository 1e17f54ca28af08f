/**
 * The breathing timer's patterns (`::breathing-timer`, also on /jogos), pure: which phase is on at
 * a given elapsed time. The clock's moves are the shared session clock's. The component only
 * reads the time (in effects and handlers, never while rendering) and draws what these return.
 */

export {
  IDLE_TIMER,
  type TimerAction,
  type TimerState,
  type TimerStatus,
  timerReducer,
} from '../../../shared/domain/session-clock';

export type PhaseKind = 'inhale' | 'hold-in' | 'exhale' | 'hold-out' | 'prompt';

export interface Phase {
  kind: PhaseKind;
  seconds: number;
  /** What the person reads and a screen reader announces once, when the phase begins. */
  text: string;
}

export interface BreathingPattern {
  id: 'respiracao-4-6' | 'respiracao-quadrada' | 'surfar-a-vontade';
  name: string;
  summary: string;
  /** One round; the pattern repeats it `rounds` times. */
  phases: readonly Phase[];
  rounds: number;
}

export const PATTERNS: readonly BreathingPattern[] = [
  {
    id: 'respiracao-4-6',
    name: 'Respiração 4-6',
    summary: 'Inspire em 4 segundos e solte o ar em 6. Três minutos.',
    phases: [
      { kind: 'inhale', seconds: 4, text: 'Inspire devagar' },
      { kind: 'exhale', seconds: 6, text: 'Solte o ar, sem pressa' },
    ],
    rounds: 18,
  },
  {
    id: 'respiracao-quadrada',
    name: 'Respiração quadrada',
    summary: 'Inspire, segure, solte e espere, 4 segundos cada. Pouco mais de três minutos.',
    phases: [
      { kind: 'inhale', seconds: 4, text: 'Inspire' },
      { kind: 'hold-in', seconds: 4, text: 'Segure o ar, sem forçar' },
      { kind: 'exhale', seconds: 4, text: 'Solte o ar' },
      { kind: 'hold-out', seconds: 4, text: 'Espere, com calma' },
    ],
    rounds: 12,
  },
  {
    id: 'surfar-a-vontade',
    name: 'Surfar a vontade',
    summary: 'Nove passos curtos para atravessar a vontade sem obedecer a ela. Cinco minutos.',
    phases: [
      { kind: 'prompt', seconds: 20, text: 'Pare onde está. Apoie os pés no chão.' },
      { kind: 'prompt', seconds: 30, text: 'Respire devagar. Só perceba: a vontade está aqui.' },
      { kind: 'prompt', seconds: 40, text: 'Onde ela aparece no corpo? Peito, barriga, mãos, garganta?' },
      {
        kind: 'prompt',
        seconds: 40,
        text: 'Como ela é? Quente, apertada, agitada? É forte, mas é uma sensação.',
      },
      {
        kind: 'prompt',
        seconds: 40,
        text: 'Imagine uma onda: ela sobe, chega ao pico e desce. A respiração é a prancha.',
      },
      {
        kind: 'prompt',
        seconds: 40,
        text: 'Pensamentos como "só mais uma" podem passar, como carros na rua. Você não precisa obedecer.',
      },
      {
        kind: 'prompt',
        seconds: 40,
        text: 'A intensidade mudou um pouco? Qualquer mudança mostra que ela se move.',
      },
      { kind: 'prompt', seconds: 30, text: 'Volte aos pés no chão e ao ar entrando e saindo.' },
      {
        kind: 'prompt',
        seconds: 20,
        text: 'Escolha o próximo passo: um copo de água, sair de perto do celular, chamar alguém.',
      },
    ],
    rounds: 1,
  },
];

export const patternById = (id: string): BreathingPattern =>
  PATTERNS.find((p) => p.id === id) ?? (PATTERNS[0] as BreathingPattern);

const roundMs = (pattern: BreathingPattern) => pattern.phases.reduce((sum, p) => sum + p.seconds, 0) * 1000;

/** The whole session, in milliseconds. */
export const patternMs = (pattern: BreathingPattern) => roundMs(pattern) * pattern.rounds;

export interface PhaseAt {
  phase: Phase;
  /** Counts every phase from the start (round × phases + index): it changes when a phase begins. */
  step: number;
  /** 1-based. */
  round: number;
  /** Whole seconds left in this phase, rounded up (4, 3, 2, 1). */
  phaseSecondsLeft: number;
  /** Whole seconds left in the session, rounded up. */
  totalSecondsLeft: number;
  done: boolean;
}

/** Where a session of `pattern` is after `elapsedMs`. Past the end: the last phase, done. */
export function phaseAt(pattern: BreathingPattern, elapsedMs: number): PhaseAt {
  const total = patternMs(pattern);
  const elapsed = Math.min(Math.max(0, elapsedMs), total);
  const done = elapsed >= total;
  const round = done ? pattern.rounds - 1 : Math.floor(elapsed / roundMs(pattern));
  let into = done ? roundMs(pattern) : elapsed - round * roundMs(pattern);
  let index = 0;
  for (; index < pattern.phases.length - 1; index++) {
    const ms = (pattern.phases[index] as Phase).seconds * 1000;
    if (into < ms) break;
    into -= ms;
  }
  const phase = pattern.phases[index] as Phase;
  return {
    phase,
    step: round * pattern.phases.length + index,
    round: round + 1,
    phaseSecondsLeft: done ? 0 : Math.ceil((phase.seconds * 1000 - into) / 1000),
    totalSecondsLeft: Math.ceil((total - elapsed) / 1000),
    done,
  };
}

/** 185 → '3:05'. */
export const clockText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
