import { Phone } from 'lucide-react';
import { CRISIS_LINE, EMERGENCY_LINE } from '../../../shared/constants';

/** The help lines (CVV 188, SAMU 192): looking at relapses can stir things up. */
export function CockpitHelp() {
  return (
    <section className="card cockpit-help" aria-labelledby="cockpit-help-title">
      <h2 id="cockpit-help-title" className="cockpit-card-title">
        <Phone size={20} aria-hidden="true" /> Precisa de apoio agora?
      </h2>
      <ul>
        <li>
          <a href={`tel:${CRISIS_LINE}`}>CVV: {CRISIS_LINE}</a> — 24h, gratuito, para conversar com alguém
          agora
        </li>
        <li>
          <a href={`tel:${EMERGENCY_LINE}`}>SAMU: {EMERGENCY_LINE}</a> — emergências médicas
        </li>
      </ul>
    </section>
  );
}
