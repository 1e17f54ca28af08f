import './community-counters.css';
import { LOCALE } from '../../shared/constants';
import { useCommunityStats } from '../lib/use-community-stats';

const moneyFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Whole reais, e.g. "R$ 12.345". */
export const formatMoney = (value: number): string => moneyFormat.format(value);

/** Grouped integer, e.g. "1.234". */
export const formatInteger = (value: number): string => integerFormat.format(Math.floor(value));

/** A count of people shown as "at least", e.g. "1.234+". */
export const formatPlus = (value: number): string => `${formatInteger(value)}+`;

/**
 * The community's three live totals (spec §2), on the landing's hero and on /home-reframe. Zeros
 * while loading or when unavailable, in boxes of fixed size, so nothing moves when they arrive.
 * Colours come from the place it sits in (the --counters-* properties in community-counters.css).
 */
export function CommunityCounters() {
  const { stats, loading } = useCommunityStats();
  const counters = [
    { value: formatMoney(stats.totalMoneySaved), label: 'economizados pela comunidade' },
    { value: formatInteger(stats.totalDaysWithoutBetting), label: 'dias sem apostar, somando todos' },
    { value: formatPlus(stats.totalUsers), label: 'pessoas recomeçando com a gente' },
  ];

  return (
    <div className="community-counters">
      <p id="community-counters-title" className="community-counters-title">
        Nossa comunidade até agora
      </p>
      <ul className="community-counter-list" aria-labelledby="community-counters-title" aria-busy={loading}>
        {counters.map((counter) => (
          <li key={counter.label} className="community-counter" data-loading={loading || undefined}>
            <span className="community-counter-value">{counter.value}</span>
            <span className="community-counter-label">{counter.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
