import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { readChartColors } from './mood-chart-colors';
import type { MoodWindow } from './mood-chart-data';
import { CHART_HEIGHT, moodChartOptions } from './mood-chart-options';

const DARK = '(prefers-color-scheme: dark)';

/** Follows the system colour scheme, so the chart redraws with the other palette. */
function useColorScheme(): boolean {
  const [dark, setDark] = useState(() => matchMedia(DARK).matches);
  useEffect(() => {
    const query = matchMedia(DARK);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/**
 * The uPlot line chart. Built on mount and whenever the data or colour scheme changes,
 * resized with its container, destroyed on unmount. Decorative for screen readers: the card
 * gives the same data as text.
 */
export function MoodChart({ window: w }: { window: MoodWindow }) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useColorScheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `dark` is read through the CSS variables; listing it rebuilds the chart when the scheme flips.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const colors = readChartColors(el);
    const x = w.dates.map((_, i) => i);
    const y = w.mood.map((m) => m ?? null);
    const chart = new uPlot(moodChartOptions(w, colors, el.clientWidth || 320), [x, y], el);
    const observer = new ResizeObserver(() => {
      const width = el.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: CHART_HEIGHT });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [w, dark]);

  return <div ref={box} className="mood-chart" aria-hidden="true" />;
}
