import { lazy, Suspense, useRef } from 'react';
import type { MoodWindow } from '../../lib/mood-chart-data';
import { useSeen } from '../../lib/use-seen';

const MoodChart = lazy(() => import('./mood-chart').then((m) => ({ default: m.MoodChart })));

/**
 * The mood chart, whose code (uPlot) loads when the card comes near the screen: on a phone it
 * sits below the dashboard's first screen, which must not wait for it. The empty box keeps the
 * chart's height meanwhile, so nothing moves when it is drawn.
 */
export function MoodChartWhenSeen({ window: w }: { window: MoodWindow }) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  const placeholder = <div ref={box} className="mood-chart" aria-hidden="true" />;
  if (!seen) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MoodChart window={w} />
    </Suspense>
  );
}
