import './crisis-lines.css';
import { CRISIS_LINE, EMERGENCY_LINE } from '../../shared/constants';

/** The help lines, first in anything that may meet a person in crisis: CVV 188, then SAMU 192. */
export function CrisisLines() {
  return (
    <ul className="crisis-lines">
      <li>
        <a className="btn btn-primary" href={`tel:${CRISIS_LINE}`}>
          Ligar para o CVV: {CRISIS_LINE}
        </a>{' '}
        <span className="muted">24h, gratuito, para conversar com alguém agora</span>
      </li>
      <li>
        <a className="btn btn-secondary" href={`tel:${EMERGENCY_LINE}`}>
          SAMU: {EMERGENCY_LINE}
        </a>{' '}
        <span className="muted">emergências médicas</span>
      </li>
    </ul>
  );
}
