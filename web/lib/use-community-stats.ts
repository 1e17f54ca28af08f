import { useEffect, useState } from 'react';
import { api, type CommunityStats } from '../../shared/api';
import { apiGet } from './api-client';

const EMPTY_STATS: CommunityStats = { totalUsers: 0, totalMoneySaved: 0, totalDaysWithoutBetting: 0 };

/** A finite, non-negative number, or 0 (spec §3: missing community values count as 0). */
function toCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export function normalizeCommunityStats(raw: Partial<CommunityStats> | null | undefined): CommunityStats {
  if (!raw || typeof raw !== 'object') return EMPTY_STATS;
  return {
    totalUsers: toCount(raw.totalUsers),
    totalMoneySaved: toCount(raw.totalMoneySaved),
    totalDaysWithoutBetting: toCount(raw.totalDaysWithoutBetting),
  };
}

export interface CommunityStatsState {
  stats: CommunityStats;
  loading: boolean;
}

/**
 * Live community totals (the landing's hero, /home-reframe). Shows zeros while loading and keeps them when
 * the request fails (the failure is only logged: the counters are not worth an error message).
 */
export function useCommunityStats(): CommunityStatsState {
  const [state, setState] = useState<CommunityStatsState>({ stats: EMPTY_STATS, loading: true });

  useEffect(() => {
    let active = true;
    apiGet<Partial<CommunityStats>>(api.communityStats).then(
      (raw) => {
        if (active) setState({ stats: normalizeCommunityStats(raw), loading: false });
      },
      (err: unknown) => {
        console.warn('community stats not loaded', err);
        if (active) setState((current) => ({ ...current, loading: false }));
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
