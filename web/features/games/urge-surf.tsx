import './urge-surf.css';
import { Pause, Play, Square } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import {
  URGE_PHASES,
  URGE_WAVE_MINUTES,
  type UrgePhase,
  type UrgeWaveMinutes,
  urgeWaveAt,
  urgeWaveMs,
} from '../../../shared/domain/games/urge-wave';
import { IDLE_TIMER, timerReducer } from '../../../shared/domain/session-clock';
import { urgeWaveTexts as t, urgePhaseTexts } from '../../../shared/texts/games.texts';
import { clockText } from '../../components/breathing/breathing-patterns';
import '../../components/ui/choice-group.css';
import { RadioOption } from '../../components/ui/radio-option';
import type { ActivityProps } from './activity-props';
import { UrgeWaveDrawing } from './urge-wave-drawing';

const PROMPT_COUNTS = Object.fromEntries(
  URGE_PHASES.map((phase) => [phase, urgePhaseTexts[phase].prompts.length]),
) as Record<UrgePhase, number>;

/** The clock is read from timestamps; a tick only asks for a new reading (a second is enough). */
const TICK_MS = 1000;

/**
 * Surfing the urge: the person picks 15 or 20 minutes and a drawn wave carries them through the
 * craving (rising, peak, falling), with a short prompt for each stretch, announced politely once
 * when it changes. Pause, resume, stop. Timing comes from timestamps: after the tab sleeps or the
 * screen locks, the next tick (or the page becoming visible) shows the right moment.
 */
export function UrgeSurf({ onStart, onEnd }: ActivityProps) {
  const [minutes, setMinutes] = useState<UrgeWaveMinutes>(15);
  const [timer, dispatch] = useReducer(timerReducer, IDLE_TIMER);
  const mainButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const { status } = timer;
  const active = status === 'running' || status === 'paused';
  const at = urgeWaveAt(timer.totalMs || urgeWaveMs(minutes), timer.elapsedMs, PROMPT_COUNTS);
  const phaseText = urgePhaseTexts[at.phase];

  useEffect(() => {
    if (status !== 'running') return;
    const tick = () => dispatch({ type: 'tick', now: Date.now() });
    const id = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [status]);

  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (status === 'done') onEndRef.current(true);
  }, [status]);

  const onMain = () => {
    const now = Date.now();
    if (status === 'running') dispatch({ type: 'pause', now });
    else if (status === 'paused') dispatch({ type: 'resume', now });
    else {
      dispatch({ type: 'start', now, totalMs: urgeWaveMs(minutes) });
      onStart();
    }
  };
  const onStop = () => {
    dispatch({ type: 'stop' });
    mainButton.current?.focus();
    onEnd(false);
  };

  const announcement =
    status === 'running'
      ? (phaseText.prompts[at.prompt] ?? '')
      : status === 'paused'
        ? t.paused
        : status === 'done'
          ? t.done
          : '';
  const mainLabel = status === 'running' ? t.pause : status === 'paused' ? t.resume : t.start;
  const MainIcon = status === 'running' ? Pause : Play;

  return (
    <div
      className="urge-surf"
      data-status={status}
      data-phase={active ? at.phase : undefined}
      data-step={at.step}
    >
      {!active && status !== 'done' && <p className="urge-intro">{t.intro}</p>}
      <fieldset
        className="choice-group urge-length"
        data-look="cards"
        aria-describedby={hintId}
        disabled={active}
      >
        <legend>{t.lengthLegend}</legend>
        <p id={hintId} className="field-hint">
          {t.lengthHint}
        </p>
        <div className="choice-options urge-length-options">
          {URGE_WAVE_MINUTES.map((option) => (
            <RadioOption
              key={option}
              name="urge-minutes"
              value={String(option)}
              checked={minutes === option}
              onChoose={() => setMinutes(option)}
              disabled={active}
              className="choice-item"
            >
              <span className="choice-item-control" aria-hidden="true" />
              <span className="choice-item-text">
                <span className="choice-label">{t.minutes(option)}</span>
              </span>
            </RadioOption>
          ))}
        </div>
      </fieldset>

      <UrgeWaveDrawing
        share={at.share}
        height={at.height}
        label={t.waveLabel(phaseText.name, Math.round(at.share * 100))}
        moving={status === 'running'}
      />

      <div className="urge-stage">
        {active && <p className="urge-phase-name">{phaseText.name}</p>}
        <p className="urge-prompt" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {active && <p className="urge-remaining muted">{t.remaining(clockText(at.secondsLeft))}</p>}
      </div>

      <div className="urge-controls">
        {status !== 'done' && (
          <button ref={mainButton} type="button" className="btn btn-primary" onClick={onMain}>
            <MainIcon size={18} aria-hidden="true" /> {mainLabel}
          </button>
        )}
        {active && (
          <button type="button" className="btn btn-secondary" onClick={onStop}>
            <Square size={16} aria-hidden="true" /> {t.stop}
          </button>
        )}
        {status === 'done' && (
          <button
            ref={mainButton}
            type="button"
            className="btn btn-secondary"
            onClick={() => dispatch({ type: 'stop' })}
          >
            <Play size={18} aria-hidden="true" /> {t.again}
          </button>
        )}
      </div>
      <p className="urge-source muted">{t.source}</p>
    </div>
  );
}
