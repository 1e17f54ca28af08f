import uPlot from 'uplot';

export const COCKPIT_CHART_HEIGHT = 200;

/** One series of a cockpit chart; `color` is a design token, e.g. '--color-primary'. */
export interface CockpitSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
  kind: 'bars' | 'line';
}

/** A chart over categories (weekdays, hours, months, streaks…): x is the category's index. */
export interface CockpitChartSpec {
  labels: readonly string[];
  series: readonly CockpitSeries[];
  /** The y range; from 0 to a little above the largest value by default. */
  yRange?: [number, number];
  /** How a y value is written on the axis and in the legend. */
  formatY?: (value: number) => string;
}

export interface CockpitChartColors {
  text: string;
  grid: string;
  surface: string;
  font: string;
  token: (name: string) => string;
}

export function readCockpitChartColors(element: Element): CockpitChartColors {
  const style = getComputedStyle(element);
  const token = (name: string, fallback = '#0f6b5c') => style.getPropertyValue(name).trim() || fallback;
  return {
    text: token('--color-text-muted', '#55625f'),
    grid: token('--color-border', '#e4dacd'),
    surface: token('--color-surface', '#ffffff'),
    font: token('--font-sans', 'system-ui, sans-serif'),
    token,
  };
}

const bars = uPlot.paths.bars?.({ size: [0.7, 48], gap: 1 });
const plain = (value: number) => (Number.isInteger(value) ? String(value) : '');

/** Every k-th category index, so that the labels fit the width (about 40 px each). */
function labelIndices(count: number, width: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / 40))));
  const out: number[] = [];
  for (let i = 0; i < count; i += step) out.push(i);
  return out;
}

export function cockpitChartOptions(
  spec: CockpitChartSpec,
  c: CockpitChartColors,
  width: number,
): uPlot.Options {
  const { labels, series } = spec;
  const formatY = spec.formatY ?? plain;
  const font = `12px ${c.font}`;
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  return {
    width,
    height: COCKPIT_CHART_HEIGHT,
    padding: [12, 8, 0, 0],
    legend: { show: series.length > 1, live: false },
    cursor: { y: false, drag: { x: false, y: false }, points: { size: 8 } },
    scales: {
      x: { time: false, range: [-0.5, labels.length - 0.5] },
      y: { range: spec.yRange ?? [0, Math.ceil(max * 1.15)] },
    },
    axes: [
      {
        stroke: c.text,
        font,
        grid: { show: false },
        ticks: { stroke: c.grid, size: 4 },
        splits: (u) => labelIndices(labels.length, u.width),
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
      },
      {
        stroke: c.text,
        font,
        size: 56,
        space: 28,
        grid: { stroke: c.grid, width: 1 },
        ticks: { show: false },
        // Whole steps only: counts, days, mood points and reais read best without halves.
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000],
        values: (_u, splits) => splits.map(formatY),
      },
    ],
    series: [
      {},
      ...series.map((s) => {
        const color = c.token(s.color);
        return s.kind === 'bars'
          ? { label: s.label, stroke: color, fill: color, width: 0, paths: bars, points: { show: false } }
          : {
              label: s.label,
              stroke: color,
              width: 2,
              spanGaps: true,
              points: { show: true, size: 7, width: 2, stroke: color, fill: c.surface },
            };
      }),
    ],
  };
}
