import { Heart, Phone } from 'lucide-react';
import { memo } from 'react';
import { CRISIS_LINE, EMERGENCY_LINE } from '../../../shared/constants';
import { relapseCopy as c } from './relapse-copy';

/** 'Lembre-se:' encouragement and the 'Precisa de apoio imediato?' help lines (CVV 188, SAMU 192). */
export const RelapseSupport = memo(function RelapseSupport() {
  return (
    <>
      <section className="relapse-box relapse-remember" aria-labelledby="relapse-remember-title">
        <h3 id="relapse-remember-title" className="relapse-box-title">
          <Heart size={18} aria-hidden="true" /> {c.rememberTitle}
        </h3>
        <ul>
          {c.remember.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="relapse-box relapse-help" aria-labelledby="relapse-help-title">
        <h3 id="relapse-help-title" className="relapse-box-title">
          <Phone size={18} aria-hidden="true" /> {c.helpTitle}
        </h3>
        <ul>
          <li>
            <a href={`tel:${CRISIS_LINE}`}>CVV: {CRISIS_LINE}</a> — 24h, gratuito, para conversar com alguém
            agora
          </li>
          <li>
            <a href={`tel:${EMERGENCY_LINE}`}>SAMU: {EMERGENCY_LINE}</a> — emergências médicas
          </li>
          <li>
            {/* A plain link: the dialog may be drawn outside the router (it closes on the way). */}
            <a href="/caps">{c.capsLink}</a> — {c.capsLine}
          </li>
        </ul>
      </section>
    </>
  );
});
