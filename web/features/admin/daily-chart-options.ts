import uPlot from 'uplot';
import { shortDate } from './admin-period';

export const DAILY_CHART_HEIGHT = 200;

export interface DailySeries {
  label: string;
  values: readonly number[];
  /** A CSS custom property of the design tokens, e.g. '--color-primary'. */
  color: string;
  kind: 'line' | 'bars';
}

export interface DailyChartColors {
  text: string;
  grid: string;
  font: string;
  token: (name: string) => string;
}

export function readDailyChartColors(element: Element): DailyChartColors {
  const style = getComputedStyle(element);
  const token = (name: string, fallback = '#0f6b5c') => style.getPropertyValue(name).trim() || fallback;
  return {
    text: token('--color-text-muted', '#55625f'),
    grid: token('--color-border', '#e4dacd'),
    font: token('--font-sans', 'system-ui, sans-serif'),
    token,
  };
}

const bars = uPlot.paths.bars?.({ size: [0.7, 40], gap: 1 });

/** uPlot options for one chart of daily counts: x = the period's days (index), y from 0. */
export function dailyChartOptions(
  dates: readonly string[],
  series: readonly DailySeries[],
  c: DailyChartColors,
  width: number,
): uPlot.Options {
  const font = `12px ${c.font}`;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  return {
    width,
    height: DAILY_CHART_HEIGHT,
    legend: { show: series.length > 1 },
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    scales: { x: { time: false }, y: { range: [0, Math.ceil(max * 1.1)] } },
    axes: [
      {
        stroke: c.text,
        font,
        grid: { show: false },
        ticks: { stroke: c.grid },
        values: (_u, splits) =>
          splits.map((i) => (Number.isInteger(i) && dates[i] ? shortDate(dates[i]!) : '')),
        space: 48,
      },
      {
        stroke: c.text,
        font,
        grid: { stroke: c.grid, width: 1 },
        ticks: { show: false },
        size: 40,
        space: 30,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000],
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
      },
    ],
    series: [
      { label: 'Dia', value: (_u, i) => (i == null || !dates[i] ? '' : shortDate(dates[i]!)) },
      ...series.map((s) => {
        const color = c.token(s.color);
        return s.kind === 'bars'
          ? { label: s.label, stroke: color, fill: color, width: 0, paths: bars, points: { show: false } }
          : { label: s.label, stroke: color, width: 2, points: { show: dates.length <= 31, size: 5 } };
      }),
    ],
  };
}
