import { numberFormat, percentFormat } from './admin-period';

export interface CountBar {
  key: string;
  label: string;
  count: number;
}

interface CountBarsProps {
  items: readonly CountBar[];
  /** The 100% of the bars and of the percentages (defaults to the largest count). */
  total?: number;
  /** Shows '(n% of total)' after each count. */
  showPercent?: boolean;
  label: string;
}

/** Horizontal bars drawn with CSS, readable as a list by screen readers. */
export function CountBars({ items, total, showPercent = false, label }: CountBarsProps) {
  const base = total ?? Math.max(0, ...items.map((i) => i.count));
  return (
    <ul className="admin-bars" aria-label={label}>
      {items.map((item) => {
        const share = base > 0 ? item.count / base : 0;
        return (
          <li key={item.key}>
            <span className="admin-bar-label">{item.label}</span>
            <span className="admin-bar-track" aria-hidden="true">
              <span className="admin-bar-fill" style={{ width: `${Math.round(share * 100)}%` }} />
            </span>
            <span className="admin-bar-value">
              {numberFormat.format(item.count)}
              {showPercent && <span className="muted"> ({percentFormat.format(share)})</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
