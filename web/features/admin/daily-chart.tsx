import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import {
  DAILY_CHART_HEIGHT,
  type DailySeries,
  dailyChartOptions,
  readDailyChartColors,
} from './daily-chart-options';

interface DailyChartProps {
  dates: readonly string[];
  series: readonly DailySeries[];
}

/**
 * A uPlot chart of counts per day, decorative for screen readers (the page lists the same
 * figures in a table). Rebuilt when the data changes, resized with its container.
 */
export default function DailyChart({ dates, series }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [dates.map((_, i) => i), ...series.map((s) => [...s.values])];
    const chart = new uPlot(
      dailyChartOptions(dates, series, readDailyChartColors(el), el.clientWidth || 320),
      data,
      el,
    );
    const observer = new ResizeObserver(() => {
      const width = el.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: DAILY_CHART_HEIGHT });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [dates, series]);

  return <div ref={box} className="admin-chart" aria-hidden="true" />;
}
