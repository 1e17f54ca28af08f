import { Flame, Trophy } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { pluralDays } from '../../lib/format';
import { serverNow } from '../../lib/server-clock';
import { pad2, streakBreakdown } from './streak-time';

/**
 * The current time by the server's clock (the device's own unless it is more than a minute off:
 * a device three days ahead must not show three days the member has not lived), updated once a
 * second while mounted.
 */
function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const id = window.setInterval(() => setNow(serverNow()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

interface StreakTimerCardProps {
  streakStartTime: string | null;
  bestStreak: number;
}

/**
 * The live streak: days, hours, minutes and seconds since the streak start, recomputed every
 * second (zero when the start is missing or in the future). Screen readers get one static label
 * that changes only with the day count, never a second-by-second announcement.
 */
export const StreakTimerCard = memo(function StreakTimerCard({
  streakStartTime,
  bestStreak,
}: StreakTimerCardProps) {
  const parts = streakBreakdown(streakStartTime, useNow());
  const units = [
    { value: String(parts.days), label: parts.days === 1 ? 'dia' : 'dias' },
    { value: pad2(parts.hours), label: 'horas' },
    { value: pad2(parts.minutes), label: 'min' },
    { value: pad2(parts.seconds), label: 'seg' },
  ];
  return (
    <section className="card streak-card" aria-labelledby="streak-title">
      <h2 id="streak-title" className="streak-title">
        <Flame size={20} aria-hidden="true" /> Sequência atual sem apostar
      </h2>
      <div
        className="streak-clock"
        role="timer"
        aria-live="off"
        aria-label={`${pluralDays(parts.days)} sem apostar`}
      >
        {units.map((unit) => (
          <div key={unit.label} className="streak-unit" aria-hidden="true">
            <span className="streak-value">{unit.value}</span>
            <span className="streak-label">{unit.label}</span>
          </div>
        ))}
      </div>
      <p className="streak-best">
        <Trophy size={16} aria-hidden="true" /> Melhor sequência: <strong>{pluralDays(bestStreak)}</strong>
      </p>
    </section>
  );
});
