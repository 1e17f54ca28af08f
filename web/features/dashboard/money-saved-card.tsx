import { PiggyBank } from 'lucide-react';
import { memo } from 'react';
import { formatReais } from '../../lib/format';

/** Money saved since the journey began, from the average daily spend (spec §2, DESIGN.md §4). */
export const MoneySavedCard = memo(function MoneySavedCard({ moneySaved }: { moneySaved: number }) {
  return (
    <section className="card money-card" aria-labelledby="money-title">
      <span className="money-icon" aria-hidden="true">
        <PiggyBank size={28} />
      </span>
      <div>
        <h2 id="money-title" className="card-kicker">
          Dinheiro economizado
        </h2>
        <p className="money-value">{formatReais(moneySaved)}</p>
        <p className="money-caption">com base no seu gasto médio diário</p>
      </div>
    </section>
  );
});
