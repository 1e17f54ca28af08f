import { Ambulance, LifeBuoy, Phone } from 'lucide-react';
import { CRISIS_LINE, EMERGENCY_LINE } from '../../../shared/constants';

/** Spec §1/§2: crisis help with a call to the CVV line 188 (24 hours, free). */
export function LandingHelp() {
  return (
    <section id="ajuda" className="landing-section" aria-labelledby="ajuda-title">
      <div className="container">
        <div className="landing-help">
          <span className="landing-help-icon">
            <LifeBuoy size={28} aria-hidden="true" />
          </span>
          <div className="landing-help-body">
            <h2 id="ajuda-title">Precisa de ajuda agora?</h2>
            <p>
              Se a vontade de apostar ou a angústia estiverem pesando demais, você não precisa passar por isso
              sozinho. O CVV (Centro de Valorização da Vida) atende pelo número {CRISIS_LINE}, 24 horas por
              dia, e a ligação é gratuita.
            </p>
            <div className="landing-help-actions">
              <a href={`tel:${CRISIS_LINE}`} className="btn btn-lg landing-help-call">
                <Phone size={20} aria-hidden="true" />
                Ligar para o CVV: {CRISIS_LINE}
              </a>
              <a href={`tel:${EMERGENCY_LINE}`} className="btn btn-secondary">
                <Ambulance size={20} aria-hidden="true" />
                SAMU: {EMERGENCY_LINE}
              </a>
            </div>
            <p className="landing-help-note">
              Em uma emergência médica, ligue {EMERGENCY_LINE} (SAMU). Você também pode procurar o CAPS
              (Centro de Atenção Psicossocial) da sua cidade:{' '}
              <a href="/caps">encontre o CAPS mais perto de você</a>.
            </p>
            <p className="landing-help-note">
              Acabou de perder muito, ou está tudo pesado demais?{' '}
              <a href="/home-reframe">Comece por aqui, com calma</a>.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
