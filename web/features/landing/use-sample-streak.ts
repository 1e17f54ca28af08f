import { useEffect, useState } from 'react';

const SECOND = 1000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long the sample member has been without betting when the preview appears: 12d 07h 42m 15s. */
const SAMPLE_ELAPSED_SECONDS = 12 * DAY + 7 * HOUR + 42 * MINUTE + 15;

export interface StreakParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits whole seconds into days, hours, minutes and seconds (seconds roll into minutes, and so on). */
export function splitDuration(totalSeconds: number): StreakParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: total % MINUTE,
  };
}

/** The preview's sample streak, counting up once a second from a fixed sample start. */
export function useSampleStreak(): StreakParts {
  const [start] = useState(() => Date.now() - SAMPLE_ELAPSED_SECONDS * SECOND);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const interval = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(interval);
  }, []);

  return splitDuration((now - start) / SECOND);
}
