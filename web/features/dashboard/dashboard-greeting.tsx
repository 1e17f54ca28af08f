import { memo } from 'react';
import type { AchievementDto } from '../../../shared/api-types';
import { pluralDays } from '../../lib/format';
import { BlockerButton } from '../blocker/blocker-entry';
import { LatestMedalBadge } from '../medals/latest-medal-badge';

interface DashboardGreetingProps {
  name: string;
  daysSinceStart: number;
  achievements: readonly AchievementDto[];
  onOpenBlocker: () => void;
}

/** Greeting with the member's name and days in recovery, the latest medal and the blocker app. */
export const DashboardGreeting = memo(function DashboardGreeting({
  name,
  daysSinceStart,
  achievements,
  onOpenBlocker,
}: DashboardGreetingProps) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <header className="dash-greeting">
      <h1 id="page-title">Olá, {firstName}!</h1>
      <p className="dash-days">
        {daysSinceStart > 0 ? (
          <>
            Você está há <strong>{pluralDays(daysSinceStart)}</strong> na sua jornada de recuperação.
          </>
        ) : (
          'Hoje começa a sua jornada de recuperação. Estamos com você.'
        )}
      </p>
      <div className="dash-greeting-row">
        <LatestMedalBadge achievements={achievements} />
        <BlockerButton onOpen={onOpenBlocker} />
      </div>
    </header>
  );
});
