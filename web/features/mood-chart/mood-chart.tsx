import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { afterPaint } from '../../lib/after-paint';
import type { MoodWindow } from '../../lib/mood-chart-data';
import { readChartColors } from './mood-chart-colors';
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
 * The uPlot line chart, decorative for screen readers (the card gives the same data as text).
 * Built on mount, resized with its container, destroyed on unmount. When the data or the colour
 * scheme changes it is rebuilt once the frame showing the change has been painted: a check-in
 * must reach the screen first, and the chart sits below it.
 */
export function MoodChart({ window: w }: { window: MoodWindow }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const dark = useColorScheme();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const width = el.clientWidth;
      const current = chart.current;
      if (current && width > 0 && width !== current.width) current.setSize({ width, height: CHART_HEIGHT });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `dark` is read through the CSS variables; listing it rebuilds the chart when the scheme flips.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const build = () => {
      chart.current?.destroy();
      const x = w.dates.map((_, i) => i);
      const y = w.mood.map((m) => m ?? null);
      chart.current = new uPlot(moodChartOptions(w, readChartColors(el), el.clientWidth || 320), [x, y], el);
    };
    if (!chart.current) build();
    else return afterPaint(build);
  }, [w, dark]);

  return <div ref={box} className="mood-chart" aria-hidden="true" />;
}
