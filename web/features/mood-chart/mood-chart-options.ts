import type uPlot from 'uplot';
import { formatLocalDate, formatReais } from '../../lib/format';
import { type MoodWindow, moodLabel, xLabelIndices } from '../../lib/mood-chart-data';
import type { ChartColors } from './mood-chart-colors';

export const CHART_HEIGHT = 240;

/** A warning triangle with '!' on each relapse day (drawn over the line's point). */
function drawRelapseMarkers(w: MoodWindow, c: ChartColors) {
  return (u: uPlot) => {
    const { ctx } = u;
    const r = 9 * devicePixelRatio;
    ctx.save();
    w.hadRelapse.forEach((relapse, i) => {
      const mood = w.mood[i];
      if (!relapse || mood == null) return;
      const x = u.valToPos(i, 'x', true);
      const y = u.valToPos(mood, 'y', true);
      ctx.beginPath();
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r, y + r * 0.75);
      ctx.lineTo(x - r, y + r * 0.75);
      ctx.closePath();
      ctx.fillStyle = c.danger;
      ctx.fill();
      ctx.lineWidth = 2 * devicePixelRatio;
      ctx.strokeStyle = c.surface;
      ctx.stroke();
      ctx.fillStyle = c.onDanger;
      ctx.font = `800 ${11 * devicePixelRatio}px ${c.font}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('!', x, y + r * 0.2);
    });
    ctx.restore();
  };
}

function line(className: string, text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  return span;
}

/**
 * A tooltip for the day under the cursor: date, mood and, on a relapse day, 'Recaída' with the
 * amount spent. Updates wait for the next animation frame (about 60 per second at most).
 */
function tooltipPlugin(w: MoodWindow): uPlot.Plugin {
  let tip: HTMLDivElement;
  let frame = 0;
  const render = (u: uPlot) => {
    frame = 0;
    const i = u.cursor.idx;
    const mood = i == null ? null : w.mood[i];
    if (i == null || mood == null) {
      tip.hidden = true;
      return;
    }
    const lines = [line('mood-tip-date', formatLocalDate(w.dates[i]!)), line('', moodLabel(mood))];
    if (w.hadRelapse[i])
      lines.push(
        line('mood-tip-relapse', 'Recaída'),
        line('', `Gasto: ${formatReais(w.amountSpent[i] ?? 0)}`),
      );
    tip.replaceChildren(...lines);
    tip.hidden = false;
    const left = u.valToPos(i, 'x');
    const top = u.valToPos(mood, 'y');
    const flip = left > u.over.clientWidth / 2;
    tip.style.transform = `translate(${flip ? 'calc(-100% - 12px)' : '12px'}, ${top < 60 ? '0' : '-100%'})`;
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  };
  return {
    hooks: {
      init: (u) => {
        tip = document.createElement('div');
        tip.className = 'mood-tip';
        tip.hidden = true;
        u.over.appendChild(tip);
        u.over.addEventListener('mouseleave', () => {
          tip.hidden = true;
        });
      },
      setCursor: (u) => {
        if (!frame) frame = requestAnimationFrame(() => render(u));
      },
      destroy: () => cancelAnimationFrame(frame),
    },
  };
}

/** uPlot options: x = the window's days (index), y = mood 1–5 with the spec's labels. */
export function moodChartOptions(w: MoodWindow, c: ChartColors, width: number): uPlot.Options {
  const days = w.dates.length;
  const font = `600 12px ${c.font}`;
  const axis = { stroke: c.text, font, ticks: { stroke: c.grid, width: 1, size: 4 } };
  return {
    width,
    height: CHART_HEIGHT,
    padding: [14, 16, 0, 0],
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false }, points: { size: 14, width: 2, fill: 'transparent' } },
    scales: { x: { time: false, range: [-0.5, days - 0.5] }, y: { range: [0.55, 5.45] } },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: (u) => xLabelIndices(days, u.width < 480 ? 7 : 5),
        values: (_u, splits) => splits.map((i) => formatLocalDate(w.dates[i] ?? '').slice(0, 5)),
      },
      {
        ...axis,
        size: 84,
        grid: { stroke: c.grid, width: 1 },
        splits: () => [1, 2, 3, 4, 5],
        values: (_u, splits) => splits.map(moodLabel),
      },
    ],
    series: [
      {},
      {
        label: 'Humor',
        stroke: c.line,
        width: 2.5,
        spanGaps: true,
        points: { show: true, size: 8, width: 2, stroke: c.line, fill: c.surface },
      },
    ],
    hooks: { draw: [drawRelapseMarkers(w, c)] },
    plugins: [tooltipPlugin(w)],
  };
}
