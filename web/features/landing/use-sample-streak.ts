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

/**
 * The preview's sample streak, counting up once a second from the sample's figure. The first
 * render always shows the sample itself, so the page prerendered at build time and the browser's
 * first render agree (issue 11); the count starts once the page is on screen.
 */
export function useSampleStreak(): StreakParts {
  const [elapsedSeconds, setElapsedSeconds] = useState(SAMPLE_ELAPSED_SECONDS);

  useEffect(() => {
    const shownAt = Date.now();
    const interval = window.setInterval(
      () => setElapsedSeconds(SAMPLE_ELAPSED_SECONDS + (Date.now() - shownAt) / SECOND),
      SECOND,
    );
    return () => window.clearInterval(interval);
  }, []);

  return splitDuration(elapsedSeconds);
}
