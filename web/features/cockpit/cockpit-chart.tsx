import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import {
  COCKPIT_CHART_HEIGHT,
  type CockpitChartSpec,
  cockpitChartOptions,
  readCockpitChartColors,
} from './cockpit-chart-options';

const DARK = '(prefers-color-scheme: dark)';

/** Follows the system colour scheme, so the chart redraws with the other palette. */
function useDarkScheme(): boolean {
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
 * A uPlot chart of the cockpit (loaded on its own, after the page's sentences and tables),
 * decorative for screen readers: each card gives the same figures as a sentence and a table.
 * Rebuilt when the data or the colour scheme changes, resized with its container.
 */
export default function CockpitChart({ spec }: { spec: CockpitChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useDarkScheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `dark` is read through the CSS variables; listing it rebuilds the chart when the scheme flips.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      spec.labels.map((_, i) => i),
      ...spec.series.map((s) => s.values.map((v) => v ?? null)),
    ];
    const chart = new uPlot(
      cockpitChartOptions(spec, readCockpitChartColors(el), el.clientWidth || 320),
      data,
      el,
    );
    const observer = new ResizeObserver(() => {
      const width = el.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: COCKPIT_CHART_HEIGHT });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [spec, dark]);

  return <div ref={box} className="cockpit-chart" aria-hidden="true" />;
}
