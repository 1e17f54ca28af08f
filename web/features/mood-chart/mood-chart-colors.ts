export interface ChartColors {
  line: string;
  text: string;
  grid: string;
  surface: string;
  danger: string;
  onDanger: string;
  font: string;
}

/** The chart's colours from the design tokens, so light and dark mode both apply. */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: token('--color-primary', '#0f6b5c'),
    text: token('--color-text-muted', '#55625f'),
    grid: token('--color-border', '#e4dacd'),
    surface: token('--color-surface', '#ffffff'),
    danger: token('--color-danger', '#b42318'),
    onDanger: token('--color-on-danger', '#ffffff'),
    font: token('--font-sans', 'system-ui, sans-serif'),
  };
}
