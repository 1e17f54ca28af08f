import './medals.css';
import { RefreshCw, Sparkles, Trophy } from 'lucide-react';
import { memo, useState } from 'react';
import type { AchievementDto } from '../../../shared/api-types';
import { formatInstantDate } from '../../lib/format';
import { receiveWindMedal, recoverMedals } from './medal-actions';

interface RecentAchievementsProps {
  userId: string;
  timeZone: string;
  achievements: readonly AchievementDto[];
}

/**
 * Recent achievements with 'Recuperar medalhas'; before the first medal, an empty state that
 * offers the first one (the wind medal).
 */
export const RecentAchievements = memo(function RecentAchievements({
  userId,
  timeZone,
  achievements,
}: RecentAchievementsProps) {
  const [busy, setBusy] = useState<'recover' | 'wind' | null>(null);
  const run = async (kind: 'recover' | 'wind') => {
    setBusy(kind);
    try {
      await (kind === 'recover' ? recoverMedals(userId) : receiveWindMedal(userId));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card achievements" aria-labelledby="achievements-title">
      <div className="card-head">
        <h2 id="achievements-title" className="card-title">
          <Trophy size={20} aria-hidden="true" /> Conquistas recentes
        </h2>
        {achievements.length > 0 && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => run('recover')}
            disabled={busy !== null}
          >
            <RefreshCw size={16} aria-hidden="true" />
            {busy === 'recover' ? 'Recuperando...' : 'Recuperar medalhas'}
          </button>
        )}
      </div>
      {achievements.length > 0 ? (
        <ul className="achievement-list">
          {achievements.map((a) => (
            <li key={a.key} className="achievement">
              <span className="achievement-icon" aria-hidden="true">
                {a.icon}
              </span>
              <div>
                <p className="achievement-title">{a.title}</p>
                <p className="achievement-text">{a.description}</p>
                <p className="achievement-date">Conquistada em {formatInstantDate(a.earnedAt, timeZone)}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <Sparkles size={28} aria-hidden="true" />
          <p>
            Você ainda não tem medalhas. Toda jornada começa com um primeiro passo — que tal receber a sua
            primeira?
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => run('wind')}
            disabled={busy !== null}
          >
            {busy === 'wind' ? 'Concedendo...' : 'Receber minha primeira medalha'}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => run('recover')}
            disabled={busy !== null}
          >
            <RefreshCw size={16} aria-hidden="true" />
            {busy === 'recover' ? 'Recuperando...' : 'Recuperar medalhas'}
          </button>
        </div>
      )}
    </section>
  );
});
