import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { MoodTrend } from '../../../shared/psychologist-api-types';
import type { ClientFact } from '../../lib/client-summary-format';

const TREND_ICONS: Record<MoodTrend, typeof TrendingUp> = {
  rising: TrendingUp,
  falling: TrendingDown,
  steady: Minus,
};

/** Label–value pairs of a client; the mood trend gets an arrow besides its word. */
export function ClientFactList({ facts }: { facts: readonly ClientFact[] }) {
  return (
    <dl className="client-facts">
      {facts.map((fact) => {
        const TrendIcon = fact.trend ? TREND_ICONS[fact.trend] : null;
        return (
          <div key={fact.label} className="client-fact">
            <dt>{fact.label}</dt>
            <dd>
              {TrendIcon && <TrendIcon size={16} aria-hidden="true" />}
              {fact.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
