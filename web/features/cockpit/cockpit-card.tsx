import type { LucideIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { CockpitChartSpec } from './cockpit-chart-options';

/** uPlot loads with the first chart, after the sentences and tables are on screen. */
const CockpitChart = lazy(() => import('./cockpit-chart'));

interface CockpitCardProps {
  id: string;
  icon: LucideIcon;
  title: string;
  /** The insight in one sentence, when the data supports one. */
  sentence: string | null;
  chart?: CockpitChartSpec | null;
  children?: ReactNode;
}

/** One insight: its title, its sentence, its chart and (as children) the text or table equivalent. */
export function CockpitCard({ id, icon: Icon, title, sentence, chart, children }: CockpitCardProps) {
  return (
    <section className="card cockpit-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cockpit-card-title">
        <Icon size={20} aria-hidden="true" /> {title}
      </h2>
      {sentence && <p className="cockpit-sentence">{sentence}</p>}
      {chart && (
        <Suspense fallback={<div className="cockpit-chart" aria-hidden="true" />}>
          <CockpitChart spec={chart} />
        </Suspense>
      )}
      {children}
    </section>
  );
}

interface CockpitTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** The chart's figures as a table, folded under "Ver os dados em tabela". */
export function CockpitTable({ caption, columns, rows }: CockpitTableProps) {
  return (
    <details className="cockpit-table">
      <summary>Ver os dados em tabela</summary>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are derived figures, rebuilt whole and never reordered; two rows may be equal (two streaks ended the same day).
            <tr key={r}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional.
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
