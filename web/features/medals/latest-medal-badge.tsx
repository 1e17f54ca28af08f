import './medals.css';
import type { AchievementDto } from '../../../shared/api-types';

/** The newest medal (spec §3 "Latest medal": icon and title); nothing before the first one. */
export function latestMedal(achievements: readonly AchievementDto[]): AchievementDto | null {
  let latest: AchievementDto | null = null;
  for (const a of achievements) if (!latest || a.earnedAt > latest.earnedAt) latest = a;
  return latest;
}

export function LatestMedalBadge({ achievements }: { achievements: readonly AchievementDto[] }) {
  const medal = latestMedal(achievements);
  if (!medal) return null;
  return (
    <p className="badge medal-badge" title={medal.description}>
      <span aria-hidden="true">{medal.icon}</span>
      <span className="visually-hidden">Última medalha:</span> {medal.title}
    </p>
  );
}
