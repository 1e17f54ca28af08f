import { formatInteger, formatMoney, formatPlus } from './landing-format';
import { useCommunityStats } from './use-community-stats';

/** The hero's three live community totals (spec §2). Zeros while loading or when unavailable. */
export function LandingCounters() {
  const { stats, loading } = useCommunityStats();
  const counters = [
    { value: formatMoney(stats.totalMoneySaved), label: 'economizados pela comunidade' },
    { value: formatInteger(stats.totalDaysWithoutBetting), label: 'dias sem apostar, somando todos' },
    { value: formatPlus(stats.totalUsers), label: 'pessoas recomeçando com a gente' },
  ];

  return (
    <div className="landing-counters">
      <p id="landing-counters-title" className="landing-counters-title">
        Nossa comunidade até agora
      </p>
      <ul className="landing-counter-list" aria-labelledby="landing-counters-title" aria-busy={loading}>
        {counters.map((counter) => (
          <li key={counter.label} className="landing-counter" data-loading={loading || undefined}>
            <span className="landing-counter-value">{counter.value}</span>
            <span className="landing-counter-label">{counter.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
