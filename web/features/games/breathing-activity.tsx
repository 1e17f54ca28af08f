import { gamesTexts } from '../../../shared/texts/games.texts';
import { PATTERNS } from '../../components/breathing/breathing-patterns';
import { BreathingTimer } from '../../components/breathing/breathing-timer';
import type { ActivityProps } from './activity-props';

/** The breathing exercises only: surfing the urge has the hub's own wave. */
const BREATHING = PATTERNS.filter((pattern) => pattern.id !== 'surfar-a-vontade');

/** Breathing with the animated circle (the library's timer), its end answered by the hub. */
export function BreathingActivity({ onStart, onEnd }: ActivityProps) {
  return (
    <BreathingTimer
      patterns={BREATHING}
      titleLevel={2}
      onStart={onStart}
      onDone={() => onEnd(true)}
      end={<p className="breathing-done">{gamesTexts.breathingDone}</p>}
    />
  );
}
