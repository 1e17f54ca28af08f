import './breathing-timer.css';
import { Pause, Play, RotateCcw, Square } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useId, useReducer, useRef, useState } from 'react';
import { CRISIS_LINE, EMERGENCY_LINE } from '../../../shared/constants';
import '../ui/choice-group.css';
import { RadioOption } from '../ui/radio-option';
import {
  type BreathingPattern,
  clockText,
  IDLE_TIMER,
  PATTERNS,
  patternById,
  patternMs,
  phaseAt,
  type TimerStatus,
  timerReducer,
} from './breathing-patterns';

/** Often enough for the seconds to turn over on time; the phase text changes far less often. */
const TICK_MS = 250;

const BUTTON: Record<TimerStatus, { label: string; icon: typeof Play }> = {
  idle: { label: 'Começar', icon: Play },
  running: { label: 'Pausar', icon: Pause },
  paused: { label: 'Continuar', icon: Play },
  done: { label: 'Começar de novo', icon: RotateCcw },
};

interface BreathingTimerProps {
  /** The exercises offered (default: all of them). */
  patterns?: readonly BreathingPattern[];
  /** The title's level where the timer sits (default h3, inside a guide). */
  titleLevel?: 2 | 3;
  /** When a session begins (not on resume). */
  onStart?: (pattern: BreathingPattern) => void;
  /** When a session runs to its end. */
  onDone?: () => void;
  /** Drawn at the end instead of the timer's own closing words. */
  end?: ReactNode;
}

/**
 * `::breathing-timer` (guide /articles/mindfulness-techniques, and the games hub /jogos): a guided
 * breathing or urge-surfing session. The circle grows and shrinks with the breath (only text with
 * reduced motion, by CSS); the phase is announced politely once when it begins, never each second.
 * Time is read only in effects and handlers, so the page prerenders as the idle timer.
 */
export function BreathingTimer({
  patterns = PATTERNS,
  titleLevel = 3,
  onStart,
  onDone,
  end,
}: BreathingTimerProps) {
  const [patternId, setPatternId] = useState<string>(patterns[0]?.id ?? '');
  const [timer, dispatch] = useReducer(timerReducer, IDLE_TIMER);
  const mainButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const pattern = patternById(patternId);
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const at = phaseAt(pattern, timer.elapsedMs);
  const { status } = timer;
  const active = status === 'running' || status === 'paused';

  useEffect(() => {
    if (status !== 'running') return;
    const id = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(id);
  }, [status]);

  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (status === 'done') onDoneRef.current?.();
  }, [status]);

  const onMain = () => {
    const now = Date.now();
    if (status === 'running') dispatch({ type: 'pause', now });
    else if (status === 'paused') dispatch({ type: 'resume', now });
    else {
      dispatch({ type: 'start', now, totalMs: patternMs(pattern) });
      onStart?.(pattern);
    }
  };
  const onStop = () => {
    dispatch({ type: 'stop' });
    mainButton.current?.focus();
  };

  const announcement = {
    idle: '',
    running: at.phase.text,
    paused: 'Pausado. Continue quando quiser.',
    done: 'Terminou. Como está a vontade agora?',
  }[status];
  const { label, icon: Icon } = BUTTON[status];
  const circleStyle = { '--phase-seconds': `${at.phase.seconds}s` } as CSSProperties;

  return (
    <section className="breathing card" aria-labelledby="breathing-title">
      <Title id="breathing-title" className="breathing-title">
        Pausa guiada
      </Title>
      {/* The app's choice-group look, with the radios disabled while a session runs. */}
      <fieldset className="choice-group breathing-choice" data-look="cards" aria-describedby={hintId}>
        <legend>Escolha um exercício</legend>
        <p id={hintId} className="field-hint">
          {active
            ? 'Para trocar de exercício, toque em Parar.'
            : 'Sente-se ou fique de pé, como for mais confortável.'}
        </p>
        <div className="choice-options">
          {patterns.map((option) => (
            <RadioOption
              key={option.id}
              name="breathing-pattern"
              value={option.id}
              checked={pattern.id === option.id}
              onChoose={() => setPatternId(option.id)}
              disabled={active}
              className="choice-item"
            >
              <span className="choice-item-control" aria-hidden="true" />
              <span className="choice-item-text">
                <span className="choice-label">{option.name}</span>
                <span className="choice-description">{option.summary}</span>
              </span>
            </RadioOption>
          ))}
        </div>
      </fieldset>

      <div className="breathing-stage">
        <div className="breathing-orb" aria-hidden="true">
          {/* A new element each phase restarts its animation, even when two phases look alike. */}
          <div
            key={active ? at.step : status}
            className="breathing-circle"
            data-phase={active ? at.phase.kind : 'rest'}
            data-paused={status === 'paused' || undefined}
            style={circleStyle}
          />
          {active && <span className="breathing-count">{at.phaseSecondsLeft}</span>}
        </div>
        <p className="breathing-phase" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {active && (
          <p className="breathing-remaining muted">
            {pattern.rounds > 1 && `Ciclo ${at.round} de ${pattern.rounds} · `}
            Faltam <span className="breathing-clock">{clockText(at.totalSecondsLeft)}</span>
          </p>
        )}
      </div>

      {status === 'done' && end}
      {status === 'done' && !end && (
        <div className="breathing-end">
          <p>
            <strong>Pronto. Você ficou com você por esses minutos.</strong>
          </p>
          <p>
            Se a vontade ainda estiver forte, tudo bem: dá para repetir, beber um copo de água, sair de perto
            do celular ou mandar mensagem para alguém de confiança. Ela passa, e cada vez que você a atravessa
            fica um pouco mais fácil.
          </p>
        </div>
      )}

      <div className="breathing-controls">
        <button ref={mainButton} type="button" className="btn btn-primary" onClick={onMain}>
          <Icon size={18} aria-hidden="true" /> {label}
        </button>
        {active && (
          <button type="button" className="btn btn-secondary" onClick={onStop}>
            <Square size={16} aria-hidden="true" /> Parar
          </button>
        )}
      </div>

      <p className="breathing-help muted">
        Se a vontade vier com desespero ou pensamentos de se machucar, fale com alguém agora:{' '}
        <a href={`tel:${CRISIS_LINE}`}>CVV {CRISIS_LINE}</a> (24 horas, gratuito) ou{' '}
        <a href={`tel:${EMERGENCY_LINE}`}>SAMU {EMERGENCY_LINE}</a>.
      </p>
    </section>
  );
}
